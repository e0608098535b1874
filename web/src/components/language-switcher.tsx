import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { currentLang, setLanguage } from '../lib/i18n.ts';

/** Offers the other language; choosing it stores the choice and reloads (spec section 4). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const other = currentLang() === 'en' ? 'zn' : 'en';
  return (
    <Button
      className={className}
      size="mini"
      shape="rounded"
      fill="outline"
      aria-label={t('language.label')}
      data-testid="language-switcher"
      onClick={() => setLanguage(other)}
    >
      {t(`language.${other}`)}
    </Button>
  );
}
