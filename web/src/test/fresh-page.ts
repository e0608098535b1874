// The web-shared project's files share the app's modules in a worker (vitest.config.ts): each
// starts as a fresh page with empty storage would, whatever the file before left in them:
// logged out, and with nothing handed over from a screen before (the visitor search hands its
// treasure to a page its test never opens), and with an empty body (a file that wrote the page's
// HTML itself leaves it there: Testing Library's cleanup removes only what it rendered).
// setup.ts gives every file Chinese and empty storage.
import { beforeAll } from 'vitest';
import { handedOver } from '../lib/handed-over.ts';
import { logout, sessionStore } from '../lib/session.ts';

beforeAll(() => {
  document.body.replaceChildren();
  logout();
  sessionStore.update({ popup: null, pendingCode: null, exchanging: false });
  handedOver.clear();
});
