import { preloadLanguageSwitcher } from '../../components/lazy-language-switcher.tsx';
import { HomePage } from './home-page.tsx';

/** The header's language switcher drawn in the first render. */
export const preload = preloadLanguageSwitcher;

export default function InstitutionHomeScreen() {
  return <HomePage kind="institution" />;
}
