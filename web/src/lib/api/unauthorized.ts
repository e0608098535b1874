// Where a 401 sends the user (product §8), as a pure rule so it can be tested path by path.
import { API_BASE } from '../env.ts';

/** Screens a visitor may be on: after a 401 they log in again and come back to the same place. */
const RETURN_AFTER_LOGIN = [
  '',
  'detail',
  'detail_unit',
  'detail_cul',
  'detail_pr',
  'report',
  'adtiViolation',
  'record',
  'grap',
  'tcdetail',
  'tcdetail_pr',
  'detailTeacher',
  'imgUpdate',
  'buy_info',
  'talk',
  'game',
];

export type AfterUnauthorized = { kind: 'navigate'; to: string } | { kind: 'leave'; url: string };

export const loginRedirectUrl = (returnUrl: string) => `${API_BASE}/auth/login?url=${encodeURIComponent(returnUrl)}`;

/** The ordinary browser's login page, remembering the page to come back to. */
export function browserLoginPath(pathname: string, search = ''): string {
  if (pathname.startsWith('/pt_login')) return `${pathname}${search}`;
  return `/pt_login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

export function routeAfterUnauthorized(
  location: { pathname: string; search: string; href: string },
  inMessagingApp: boolean,
  /** the user was a collection institution: the collectors' pages lead to the institution home */
  institution = false,
): AfterUnauthorized {
  const { pathname, search } = location;
  if (!inMessagingApp) return { kind: 'navigate', to: browserLoginPath(pathname, search) };
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  const query = new URLSearchParams(search);
  let artistType = query.get('artistType');
  const packed = query.get('__params');
  if (!artistType && packed) {
    try {
      artistType = String(JSON.parse(packed).artistType ?? '');
    } catch {
      artistType = null;
    }
  }
  if (first.endsWith('_inst')) return { kind: 'navigate', to: '/home_inst' };
  if (artistType === '2' || first.endsWith('_col')) {
    return { kind: 'navigate', to: institution ? '/home_inst' : '/home_col' };
  }
  if (RETURN_AFTER_LOGIN.includes(first.toLowerCase()) || RETURN_AFTER_LOGIN.includes(first)) {
    return { kind: 'leave', url: loginRedirectUrl(location.href) };
  }
  return { kind: 'navigate', to: '/home' };
}
