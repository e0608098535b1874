// The top of the visitor home: the product's mark and name, the language switcher, and a
// hero drawn with a few inline shapes (a gold sun over ink hills), no image to download.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/lazy-language-switcher.tsx';

function Hills() {
  return (
    <svg className="hero-hills" viewBox="0 0 375 120" preserveAspectRatio="none" aria-hidden focusable="false">
      <path d="M0 86 C40 60 70 58 104 74 S170 52 212 66 S300 44 375 70 V120 H0Z" fill="rgba(255,255,255,0.06)" />
      <path d="M0 100 C48 80 96 86 140 96 S236 70 290 84 S350 92 375 86 V120 H0Z" fill="rgba(0,0,0,0.14)" />
      <path
        d="M0 86 C40 60 70 58 104 74 S170 52 212 66 S300 44 375 70"
        fill="none"
        stroke="rgba(233,196,128,0.45)"
        strokeWidth="1"
      />
    </svg>
  );
}

/** `children`: what sits at the hero's foot, above the search card (the repair entry). */
export function SearchHero({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('search');
  const { t: common } = useTranslation();
  return (
    <header className="search-hero">
      <div className="search-topbar">
        <div className="search-brand">
          <span className="search-seal serif" aria-hidden>
            珍
          </span>
          <span className="search-brand-text">
            <strong className="serif">{common('appName')}</strong>
            <small>{t('tagline')}</small>
          </span>
        </div>
        <LanguageSwitcher className="search-language" />
      </div>
      <h1 className="search-hero-title serif">{t('heroTitle')}</h1>
      <p className="search-hero-body">{t('heroBody')}</p>
      {children}
      <Hills />
    </header>
  );
}
