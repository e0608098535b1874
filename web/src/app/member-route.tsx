// The homes and the tools are for logged-in users: an ordinary browser without a login goes to
// /pt_login, remembering the page (product §6). Inside the messaging app (or the demo's
// emulation of it) the page stays, and its login popup starts the app's authorisation.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { browserLoginPath } from '../lib/api/unauthorized.ts';
import { isMessagingApp } from '../lib/messaging-app-detect.ts';
import { isLeaving } from '../lib/navigation.ts';
import { useSession } from '../lib/session.ts';

export function MemberRoute({ children }: { children: ReactNode }) {
  const { token, popup, exchanging } = useSession();
  // The address bar, not the router's location: the session takes a used code out of it.
  const { pathname, search } = window.location;
  // A login under way: a code still to exchange (the session takes it out of the address once
  // used), the exchange itself, its phone or authorisation popup, or the way to the login page.
  const loggingIn = exchanging || popup !== null || new URLSearchParams(search).has('code') || isLeaving();
  if (token || loggingIn || isMessagingApp()) return children;
  return <Navigate replace to={browserLoginPath(pathname, search)} />;
}
