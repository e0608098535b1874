// Are we inside the messaging app's browser (or the demo's emulation of it)? Kept apart from the
// bridge (messaging-app.ts), which needs the API client, because the client asks this too.
import { readStorage, STORAGE_KEYS } from './storage.ts';

const MESSAGING_APP_UA = /MicroMessenger/i;

/** The user agent of the request the server renders a first paint for (web/src/entry-server.tsx). */
export const serverRequest = { userAgent: '' };

export const isRealMessagingApp = (userAgent = import.meta.env.SSR ? serverRequest.userAgent : navigator.userAgent) =>
  MESSAGING_APP_UA.test(userAgent);
export const isEmulatingMessagingApp = () =>
  !isRealMessagingApp() && readStorage(STORAGE_KEYS.demoMessagingApp) === '1';
/** True inside the messaging app's browser, or when the demo emulates it. */
export const isMessagingApp = () => isRealMessagingApp() || isEmulatingMessagingApp();
