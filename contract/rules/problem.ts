import type { MessageArgs, MessageKey } from '../messages.ts';

/** A broken rule: the message key (contract/messages.ts) and its arguments. */
export type Problem = { key: MessageKey; args?: MessageArgs };

/** Characters as a person counts them (an emoji is one). */
export const chars = (text: string) => [...text].length;
