// Compiled by tsc in the consumer folder: the packages' declarations give real types.
import { calls } from '@treasure-center/contract';
import { CODE } from '@treasure-center/contract/codes';
import type { Treasure } from '@treasure-center/contract/entities/treasure';
import { LANGUAGES } from '@treasure-center/contract/limits';
import { message } from '@treasure-center/contract/messages';
import { type MockScenario, type RunningMock, startMock } from '@treasure-center/mock';
import { handlers, treasureCenterHandlers } from '@treasure-center/msw';
import type { RequestHandler } from 'msw';

export const showcase: Treasure['serial_number'] = 'WC202600001';
export const notFound: number = CODE.notFound;
export const text: string = message('notFound', LANGUAGES[1]);
export const parsed: Treasure | undefined = calls.goodsInfo.data.safeParse({}).data;
export const scenario: MockScenario = { calls: { 'goods/info': { code: -100, times: 1 } } };
export const start: (options: { port: number }) => Promise<RunningMock> = startMock;
export const all: RequestHandler[] = [
  ...handlers,
  ...treasureCenterHandlers({ baseUrl: 'https://api.example.com/api' }),
];
