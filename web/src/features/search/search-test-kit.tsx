// Shared by the visitor home's component tests: a fake API that plays common/encrypt,
// checkGoodsType, goods/info and goodsder/info over a few records, and the screen rendered in
// a router that shows where it went.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { messages } from '#contract/messages.ts';
import SearchScreen from './search-screen.tsx';

export const HASH = '89641f5460a42031d02c0a995c107f96';
export const DERIVATIVE_HASH = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const TREASURES: Record<string, number> = { WC202600001: 1, [HASH]: 2 };
const DERIVATIVES: Record<string, number> = { DV0001: 3, [DERIVATIVE_HASH]: 4 };

export type Call = { path: string; query: Record<string, string>; body: unknown };
/** The calls made, and a gate that holds common/encrypt's answer (the one-search-at-a-time test). */
export const api = { calls: [] as Call[], encryptGate: null as Promise<void> | null };

const envelope = (data: unknown, code = 0, msg = 'success') => Response.json({ code, msg, data });
const notFound = () => envelope(null, -1, messages.treasureNotFound.zn);

export async function fakeApi(url: string, init: RequestInit = {}): Promise<Response> {
  const parsed = new URL(url, 'http://x');
  const body = init.body ? JSON.parse(String(init.body)) : undefined;
  api.calls.push({ path: parsed.pathname, query: Object.fromEntries(parsed.searchParams), body });
  const decrypted = () => JSON.parse(parsed.searchParams.get('data')!.replace(/^enc:/, '')) as Record<string, string>;
  switch (parsed.pathname) {
    case '/api/common/encrypt':
      if (api.encryptGate) await api.encryptGate;
      return envelope({ data_encrypted: `enc:${JSON.stringify(body)}` });
    case '/api/goods/checkGoodsType': {
      const code = decrypted().serial_number;
      if (TREASURES[code]) return envelope({ type: 'goods', id: TREASURES[code] }, 0, 'goods');
      return DERIVATIVES[code] ? envelope({ type: 'goodsder', id: DERIVATIVES[code] }, 0, 'goodsder') : notFound();
    }
    case '/api/goods/info': {
      const key = Object.values(decrypted())[0];
      return TREASURES[key] ? envelope({ id: TREASURES[key] }) : notFound();
    }
    case '/api/goodsder/info': {
      const key = parsed.searchParams.get('serial_number') ?? parsed.searchParams.get('uuid')!;
      return DERIVATIVES[key] ? envelope({ id: DERIVATIVES[key] }) : notFound();
    }
    default:
      return envelope({ list: [] });
  }
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

/** The master tab arrives as a chunk of its own: wait for it. */
export async function showMaster() {
  const user = show('/?tab=master');
  await screen.findByTestId('master-search');
  return user;
}

export function show(at = '/') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route
          path="/"
          element={
            <>
              <SearchScreen />
              <Where />
            </>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

export const where = () => screen.getByTestId('where').textContent;
export const apiPaths = () =>
  api.calls.map((call) => call.path).filter((path) => path !== '/api/goods/getHelpInfoConfig');
export const detailOf = (id: number) => `/detail/${id}?__params=${encodeURIComponent(JSON.stringify({ status: '1' }))}`;
