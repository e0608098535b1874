// What PUT /__mock/replay loads (decision 72): a folder of the recordings root, named from it, or
// the files' contents sent in the request. A refusal says why in the caller's language and names
// no file but an exchange's.
import type { Lang } from '../../contract/language.ts';
import { message } from '../../contract/messages.ts';
import type { Exchange } from './exchange.ts';
import { checkExchange } from './exchange-file.ts';
import { RecordingError } from './recording-files.ts';
import { indexOf, type RecordingIndex } from './recording-index.ts';
import { FolderRefused, type Recordings } from './recordings.ts';

const FOLDER_REFUSALS = {
  outside: 'replayOutsideRoot',
  link: 'replayThroughLink',
  'not-a-folder': 'replayNotAFolder',
} as const;

export type ReplayAsked = { dir: string } | { exchanges: unknown[] };

export async function loadedFrom(
  recordings: Recordings,
  asked: ReplayAsked,
  lang: Lang,
): Promise<RecordingIndex | { refused: string }> {
  if ('exchanges' in asked) {
    const exchanges: Exchange[] = [];
    for (const [at, value] of asked.exchanges.entries()) {
      const checked = checkExchange(value);
      if ('problem' in checked)
        return { refused: message('replayUnreadable', lang, { problem: `exchanges.${at}.${checked.problem}` }) };
      exchanges.push(checked.exchange);
    }
    return await indexOf(exchanges);
  }
  try {
    return await recordings.load(await recordings.named(asked.dir));
  } catch (error) {
    if (error instanceof FolderRefused)
      return {
        refused: message(FOLDER_REFUSALS[error.why], lang, { dir: asked.dir }),
      };
    if (error instanceof RecordingError)
      return { refused: message('replayUnreadable', lang, { problem: error.message }) };
    throw error;
  }
}
