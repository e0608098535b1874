import type { Me } from '#contract/entities/user.ts';
import { pick } from '../../lib/i18n.ts';

/** The user's name in the current language: a master's name has an English twin, a nickname does not. */
export const displayName = (me: Me) => (me.artist.id ? pick(me.artist, 'name') || me.nickname : me.nickname);
