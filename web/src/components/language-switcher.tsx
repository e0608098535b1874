import { useTranslation } from 'react-i18next';
import { htmlLang, LANGUAGES } from '#contract/language.ts';
import { currentLang, setLanguage } from '../lib/i18n.ts';

/**
 * Both languages side by side, the current one marked; choosing the other stores the choice
 * and reloads the page (product §1 and §4). Colours come from the place it sits in:
 * `--switch-ink` (text and border) and `--switch-current` (the current language's background).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = currentLang();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={`language-switcher ${className ?? ''}`}
      data-testid="language-switcher"
    >
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={htmlLang(lang)}
          aria-pressed={lang === current}
          className={lang === current ? 'is-current' : undefined}
          data-testid={`language-${lang}`}
          onClick={() => lang !== current && setLanguage(lang)}
        >
          {t(`language.${lang}`)}
        </button>
      ))}
    </div>
  );
}
