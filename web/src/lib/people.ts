// How the interface names a user (product §1): the English twin of a name in the English
// interface where the data has one, and an assistant marked as such in either language.
import type { Me } from '#contract/entities/user.ts';
import { i18n, pick } from './i18n.ts';

/** Acting for another master (product §6: artist_user_id set), a master who assists one included. */
export const isAssistant = (me: Me) => me.artist_user_id !== null;

/** The user's own name in the current language, for greetings and labels. */
export function userName(me: Me): string {
  const name = pick(me, 'nickname');
  return isAssistant(me) ? i18n.t('people.assistantName', { name }) : name;
}
