// Compiled by tsc in the consumer folder: the packages' declarations give real types.
import { calls } from '@treasure-center/contract';
import { CODE } from '@treasure-center/contract/codes';
import type { Treasure } from '@treasure-center/contract/entities/treasure';
import { LANGUAGES } from '@treasure-center/contract/limits';
import { message } from '@treasure-center/contract/messages';
import { data as goodsInfoData } from '@treasure-center/contract/mini/goodsInfo';
import { type MockScenario, type RunningMock, startMock } from '@treasure-center/mock';
import { handlers, override, treasureCenterHandlers } from '@treasure-center/msw';
import { handlersFromRecording, type RecordingOptions } from '@treasure-center/msw/node';
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
// one call's answer schema alone (zod/mini), typed as the full one
export const light: Treasure | undefined = goodsInfoData.safeParse({}).data;
export const steered: RequestHandler[] = [
  override('goodsInfo', { code: -100, times: 1 }),
  override('applyBuyId', { data: { apply_buy_id: 3 } }),
  ...treasureCenterHandlers({ stateful: true }),
];
export const token = (mock: RunningMock): Promise<string> => mock.login('demo-master');
// the handlers of a recording, from the entry for Node
export const recorded = (dir: string, options: RecordingOptions): Promise<RequestHandler[]> =>
  handlersFromRecording(dir, options);
