// The header the tests of the master tools share: an app of the file's own, its personas logged
// in once, and requests made as one of them, in English.
import { afterAll, beforeAll } from 'vitest';
import { EN } from './answers.ts';
import { createTestApp, type TestApp } from './app.ts';
import { auth, loginAs } from './session.ts';

export function appWithPersonas<const P extends string>(personas: readonly P[]) {
  let app: TestApp | undefined;
  const tokens = new Map<P, string>();
  beforeAll(async () => {
    app = await createTestApp();
    for (const code of personas) tokens.set(code, await loginAs(app, code));
  });
  afterAll(() => app?.close());
  const current = () => {
    if (!app) throw new Error('the app is made in beforeAll');
    return app;
  };
  const as = (who: P) => {
    const token = tokens.get(who);
    if (!token) throw new Error(`${who} is not among the personas this file logs in`);
    return auth(token);
  };
  return {
    /** the file's app (once its beforeAll has run) */
    get t(): TestApp {
      return current();
    },
    get: (path: string, who: P) => current().request.get(`/api${path}`).set(as(who)).set(EN),
    post: (path: string, who: P, body: object) => current().request.post(`/api${path}`).set(as(who)).set(EN).send(body),
  };
}
