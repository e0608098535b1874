// The header image (ink mountains over rice paper, a sun or moon per home) and the title
// plaque, with the brand seal and the language switcher. Drawn here: no remote images.
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/lazy-language-switcher.tsx';
import type { HomeKind } from './tile-gates.ts';

const ORB: Record<HomeKind, { fill: string; glow: string }> = {
  master: { fill: '#b8321f', glow: 'rgba(184,50,31,0.18)' },
  collector: { fill: '#c9a063', glow: 'rgba(201,160,99,0.22)' },
  institution: { fill: '#4f7a68', glow: 'rgba(79,122,104,0.2)' },
};

function Landscape({ kind }: { kind: HomeKind }) {
  const orb = ORB[kind];
  return (
    <svg className="home-landscape" viewBox="0 0 375 230" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id="home-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f3e7d2" />
          <stop offset="1" stopColor="#f8f1e4" />
        </linearGradient>
        <linearGradient id="home-far" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#9a948c" stopOpacity="0.55" />
          <stop offset="1" stopColor="#cfc6b8" stopOpacity="0.2" />
        </linearGradient>
        <linearGradient id="home-mid" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5d5750" stopOpacity="0.75" />
          <stop offset="1" stopColor="#a89f92" stopOpacity="0.25" />
        </linearGradient>
        <linearGradient id="home-near" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2b2622" stopOpacity="0.9" />
          <stop offset="1" stopColor="#6b625a" stopOpacity="0.35" />
        </linearGradient>
      </defs>
      <rect width="375" height="230" fill="url(#home-sky)" />
      <circle cx="292" cy="62" r="44" fill={orb.glow} />
      <circle cx="292" cy="62" r="26" fill={orb.fill} opacity="0.92" />
      <path
        d="M0 150 C40 118 70 104 104 122 S160 96 196 112 S262 88 300 108 S350 98 375 112 V230 H0Z"
        fill="url(#home-far)"
      />
      <path
        d="M0 176 C30 150 58 132 86 150 S130 122 160 140 S214 118 240 146 S300 126 330 150 S362 140 375 146 V230 H0Z"
        fill="url(#home-mid)"
      />
      <path
        d="M0 204 C28 184 52 170 80 186 S126 168 150 190 S210 176 236 196 S300 180 330 198 S364 192 375 196 V230 H0Z"
        fill="url(#home-near)"
      />
      <g stroke="#3c3631" strokeWidth="1.2" fill="none" strokeLinecap="round" opacity="0.7">
        <path d="M62 70 q5 -5 10 0 q5 -5 10 0" />
        <path d="M88 56 q4 -4 8 0 q4 -4 8 0" />
        <path d="M46 88 q3 -3 6 0 q3 -3 6 0" />
      </g>
      {kind === 'master' && (
        <g fill="#2b2622" opacity="0.85">
          <path d="M316 196 l3 -30 l3 30z" />
          <path d="M303 178 q16 -10 32 0 q-16 -4 -32 0z M306 170 q13 -9 26 0 q-13 -3 -26 0z M309 162 q10 -7 20 0 q-10 -3 -20 0z" />
        </g>
      )}
      {kind === 'institution' && (
        <g fill="#2b2622" opacity="0.82">
          <path d="M292 160 q28 -4 56 0 q-6 -3 -10 -9 h-36 q-4 6 -10 9z" />
          <path d="M300 151 q20 -12 40 0z" />
          <rect x="303" y="160" width="3" height="26" />
          <rect x="318.5" y="160" width="3" height="26" />
          <rect x="334" y="160" width="3" height="26" />
          <rect x="298" y="186" width="44" height="4" rx="1" />
        </g>
      )}
      {kind === 'collector' && (
        <g fill="none" stroke="#2b2622" strokeWidth="1.6" opacity="0.8">
          <path
            d="M318 196 c-10 -6 -10 -20 -3 -28 c-3 -4 -3 -8 0 -10 h10 c3 2 3 6 0 10 c7 8 7 22 -3 28z"
            fill="#2b2622"
            fillOpacity="0.15"
          />
        </g>
      )}
    </svg>
  );
}

export function HomeHeader({ kind }: { kind: HomeKind }) {
  const { t } = useTranslation('masterHome');
  const { t: common } = useTranslation();
  return (
    <header className={`home-header is-${kind}`}>
      <Landscape kind={kind} />
      <div className="home-topbar">
        <div className="home-brand">
          <span className="home-seal serif" aria-hidden="true">
            珍
          </span>
          <span className="home-brand-name">{common('appName')}</span>
        </div>
        <LanguageSwitcher className="home-language" />
      </div>
      <div className="home-plaque">
        <h1 className="home-title serif">{t(`title.${kind}`)}</h1>
        <p className="home-motto">{t(`motto.${kind}`)}</p>
      </div>
    </header>
  );
}
