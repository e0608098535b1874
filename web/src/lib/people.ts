// How the interface names a user (product §1): the English twin of a name in the English
// interface where the data has one, and an assistant marked as such in either language.
import type { Me } from '#contract/entities/user.ts';
import { i18n, pick } from './i18n.ts';

/** An assistant works for a master (artist_user_id) without being one. */
export const isAssistant = (me: Me) => me.artist_user_id !== null && me.is_artist === 0;

/** The user's own name in the current language, for greetings and labels. */
export function userName(me: Me): string {
  const name = pick(me, 'nickname');
  return isAssistant(me) ? i18n.t('people.assistantName', { name }) : name;
}
