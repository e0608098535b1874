// Screens for detail, detail_unit, grap, record, adtiViolation, tcdetail and report receive
// their query packed into one encoded value named __params (product §2). Every screen
// reads its parameters through useScreenParams, packed or not.
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';

export const PACKED_PARAMS_ROUTES = [
  'detail',
  'detail_unit',
  'grap',
  'record',
  'adtiViolation',
  'tcdetail',
  'report',
] as const;

export type ScreenQuery = Record<string, string>;

function firstSegment(path: string) {
  const [beforeQuery = ''] = path.split('?');
  return beforeQuery.split('/').filter(Boolean)[0] ?? '';
}

export const packsParams = (path: string) => (PACKED_PARAMS_ROUTES as readonly string[]).includes(firstSegment(path));

/** `path` with `query`, packed into __params for the screens that take it that way. */
export function screenUrl(path: string, query: Record<string, string | number | undefined | null> = {}): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => [key, String(value)] as const);
  if (entries.length === 0) return path;
  const search = packsParams(path)
    ? new URLSearchParams({ __params: JSON.stringify(Object.fromEntries(entries)) })
    : new URLSearchParams(entries as [string, string][]);
  return `${path}?${search.toString()}`;
}

/** The query of a location: __params unpacked (and merged over any plain parameters). */
export function readQuery(search: string): ScreenQuery {
  const params = new URLSearchParams(search);
  const query: ScreenQuery = {};
  for (const [key, value] of params) if (key !== '__params') query[key] = value;
  const packed = params.get('__params');
  if (packed) {
    try {
      const parsed: unknown = JSON.parse(packed);
      if (parsed && typeof parsed === 'object') {
        for (const [key, value] of Object.entries(parsed))
          if (value !== null && value !== undefined) query[key] = String(value);
      }
    } catch {
      // A broken __params is ignored: the screen falls back to its defaults.
    }
  }
  return query;
}

/** Path parameters and query of the current screen. */
export function useScreenParams(): { params: Record<string, string | undefined>; query: ScreenQuery } {
  const params = useParams();
  const { search } = useLocation();
  const query = useMemo(() => readQuery(search), [search]);
  return { params, query };
}
