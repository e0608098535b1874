// A route's title is a key of the shell's `titles` texts (locales/zn.ts and en.ts).
import type { CommonTexts } from '../locales/zn.ts';

export type TitleKey = keyof CommonTexts['titles'];
