// The mock's own refusal messages (contract/messages.ts, both languages): where the spec gives
// no message for a refusal, the contract suite checks that the answer says one of these, as a
// `mock` assertion (drift against another server).
import { messages } from '../../contract/messages.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each message as a pattern: its `{placeholders}` stand for any text. */
const PATTERNS = Object.values(messages)
  .flatMap((entry) => Object.values(entry) as string[])
  .map(
    (template) =>
      new RegExp(
        `^${template
          .split(/\{\w+\}/)
          .map(escapeRegExp)
          .join('.+')}$`,
        's',
      ),
  );

export const isMockMessage = (msg: string) => PATTERNS.some((pattern) => pattern.test(msg));
