// The contract suite's default target: the mock itself, in process, through supertest. Loaded
// by target.ts only when no API_BASE_URL is given.
import type { RefusalStyle } from '../../contract/refusal-style.ts';
import { createTestApp } from '../support/app.ts';
import { languageHeaders, type Target } from './target.ts';

/** The in-process mock, built in the refusal style asked for, as a target of the suite. */
export async function inProcessTarget(refusalStyle: RefusalStyle): Promise<Target> {
  const t = await createTestApp({ REFUSAL_STYLE: refusalStyle });
  const tokens = new Map<string, string>();
  const target: Target = {
    name: 'in-process mock',
    foreign: false,
    journal: [],
    async send(request) {
      const { method, path, query, body, multipart, token } = request;
      let req = method === 'GET' ? t.request.get(path) : t.request.post(path);
      if (query) req = req.query(query);
      for (const [name, value] of Object.entries(languageHeaders(request))) req = req.set(name, value);
      if (token) req = req.set('authorization', `Bearer ${token}`);
      req = req.redirects(0);
      if (multipart) {
        for (const [key, value] of Object.entries(multipart.fields)) req = req.field(key, value);
        const { field, name, type, content } = multipart.file;
        req = req.attach(field, content, { filename: name, contentType: type });
      }
      const res = await (body !== undefined ? req.send(body) : req);
      const contentType = String(res.headers['content-type'] ?? '');
      return {
        status: res.status,
        contentType,
        body: contentType.includes('json') ? res.body : undefined,
        text: res.text,
        location: res.headers.location,
      };
    },
    async token(persona) {
      if (!tokens.has(persona)) {
        const answer = await target.send({ method: 'GET', path: '/api/auth/nt', query: { code: persona } });
        const token = (answer.body as { data?: { token?: string } } | undefined)?.data?.token;
        if (!token) throw new Error(`no token for ${persona}: ${answer.text}`);
        tokens.set(persona, token);
      }
      return tokens.get(persona);
    },
    close: () => t.close(),
  };
  return target;
}
