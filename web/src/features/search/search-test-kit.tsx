// Shared by the visitor home's component tests: a fake API that plays common/encrypt,
// checkGoodsType, goods/info and goodsder/info over a few records, and the screen rendered in
// a router that shows where it went.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { messages } from '#contract/messages.ts';
import { fakeApi, type Handler, ok, seedData } from '../../test/fake-answers.ts';
import SearchScreen from './search-screen.tsx';

export const HASH = '89641f5460a42031d02c0a995c107f96';
export const DERIVATIVE_HASH = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const TREASURES: Record<string, number> = { WC202600001: 1, [HASH]: 2 };
const DERIVATIVES: Record<string, number> = { DV0001: 3, [DERIVATIVE_HASH]: 4 };

export type Call = { path: string; query: Record<string, string>; body: unknown };
/** The calls made, and a gate that holds common/encrypt's answer (the one-search-at-a-time test). */
export const api = { calls: [] as Call[], encryptGate: null as Promise<void> | null };

const notFound = () => ({ code: -1, msg: messages.treasureNotFound.zn, data: null });

/** The visitor home's calls over the records above, the answers made from the seed's. */
const searchAnswers: Handler = async ({ names, path, query, body, payload }) => {
  api.calls.push({
    path: `/api${path}`,
    query: Object.fromEntries(query),
    body: names.includes('encrypt') ? body : undefined,
  });
  if (names.includes('encrypt')) {
    if (api.encryptGate) await api.encryptGate;
    return undefined; // the shared fake plays it
  }
  if (names.includes('checkGoodsType')) {
    const code = String(payload.serial_number);
    if (TREASURES[code]) return ok({ type: 'goods', id: TREASURES[code] }, 'goods');
    return DERIVATIVES[code] ? ok({ type: 'goodsder', id: DERIVATIVES[code] }, 'goodsder') : notFound();
  }
  if (names.includes('goodsInfo')) {
    const id = TREASURES[String(Object.values(payload)[0])];
    return id ? ok(seedData('goodsInfo', { id })) : notFound();
  }
  if (names.includes('goodsderInfo')) {
    const id = DERIVATIVES[query.get('serial_number') ?? query.get('uuid') ?? ''];
    return id ? ok(seedData('goodsderInfo', { id })) : notFound();
  }
  return names.includes('helpConfig') ? ok({ list: [] }) : undefined;
};

/** Stubs fetch with the visitor home's fake API. */
export const stubSearchApi = () => fakeApi(searchAnswers);

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
