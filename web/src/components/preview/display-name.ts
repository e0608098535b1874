import type { Me } from '#contract/entities/user.ts';
import type { Lang } from '#contract/language.ts';
import { currentLang, pick } from '../../lib/i18n.ts';

/** The user's name in `lang`: a master's name, else the nickname, each by its English variant in English when it has one. */
export const displayName = (me: Me, lang: Lang = currentLang()) =>
  (me.artist.id ? pick(me.artist, 'name', lang) : '') || pick(me, 'nickname', lang);
