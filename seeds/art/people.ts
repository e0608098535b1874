// Avatars (round, one character) and artist photos (a stylised portrait, or a museum front).
import { hashString, svg } from './svg.ts';

const hsl = (h: number, s: number, l: number) => `hsl(${h % 360} ${s}% ${l}%)`;

export function avatar(label: string, key: string) {
  const h = hashString(key) % 360;
  return svg(
    200,
    200,
    `<defs><linearGradient id="av" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(h, 55, 62)}"/><stop offset="1" stop-color="${hsl(h + 40, 50, 38)}"/></linearGradient></defs>` +
      `<circle cx="100" cy="100" r="100" fill="url(#av)"/><circle cx="100" cy="100" r="86" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>` +
      `<path d="M20 140q40 -30 80 0t80 0" stroke="#fff" stroke-opacity=".18" stroke-width="10" fill="none"/>` +
      // a head and shoulders rather than a glyph of the name: the same picture suits either language
      `<circle cx="100" cy="78" r="32" fill="#fff" fill-opacity=".85"/><path d="M42 166q4 -52 58 -52t58 52z" fill="#fff" fill-opacity=".85"/>`,
    label,
  );
}

/**
 * A portrait: a figure in front of an ink-wash ensō. No name plate: the page shows the name in
 * the visitor's language beside it, and a drawn name would be in one language only.
 */
export function portrait(name: string, name_intl: string, gender: number | null | undefined, key: string) {
  const h = hashString(key) % 360;
  const female = gender === 1;
  const hair = female
    ? `<path d="M102 118q-8 -72 48 -74q56 2 48 74q8 60 -6 86h-84q-14 -26 -6 -86z" fill="#231d1a"/><circle cx="150" cy="40" r="18" fill="#231d1a"/>`
    : `<path d="M106 110q-4 -64 44 -64q48 0 44 64q-10 -30 -44 -32q-34 2 -44 32z" fill="#2a2420"/>`;
  return svg(
    300,
    360,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(h, 30, 90)}"/><stop offset="1" stop-color="${hsl(h, 28, 74)}"/></linearGradient>` +
      `<linearGradient id="robe" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(h + 180, 25, 36)}"/><stop offset="1" stop-color="${hsl(h + 180, 30, 22)}"/></linearGradient></defs>` +
      `<rect width="300" height="360" fill="url(#bg)"/><circle cx="150" cy="130" r="104" fill="none" stroke="#1d1b18" stroke-opacity=".18" stroke-width="16" stroke-dasharray="560 90"/>` +
      hair +
      `<rect x="136" y="150" width="28" height="34" fill="#dcb594"/><ellipse cx="150" cy="116" rx="40" ry="48" fill="#ecc9a8"/>` +
      (female ? '' : `<path d="M110 100q40 -36 80 0" fill="#2a2420"/>`) +
      `<g stroke="#3a2a22" stroke-width="3" fill="none" stroke-linecap="round"><path d="M126 104q8 -5 16 0M158 104q8 -5 16 0M130 116q5 3 10 0M160 116q5 3 10 0"/>` +
      `<path d="M150 118v14l-4 3M140 144q10 6 20 0" stroke-width="2.5"/></g>` +
      `<path d="M36 360v-60q10 -110 114 -118q104 8 114 118v60z" fill="url(#robe)"/><path d="M126 184l24 40l24 -40" fill="none" stroke="#f3ead7" stroke-width="4"/>`,
    `${name} ${name_intl}`,
  );
}

/** The institution's photo: a museum front by the lake (no name plate either, as the portrait). */
export function museum(name: string, name_intl: string) {
  const columns = Array.from(
    { length: 6 },
    (_, i) => `<rect x="${62 + i * 36}" y="150" width="14" height="100" fill="#f4efe4"/>`,
  ).join('');
  return svg(
    300,
    360,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc4e4"/><stop offset="1" stop-color="#e9f1f4"/></linearGradient></defs>` +
      `<rect width="300" height="360" fill="url(#sky)"/><path d="M0 170q60 -40 120 -10t180 -20v60h-300z" fill="#8fa89a" opacity=".6"/>` +
      `<path d="M40 140l110 -60l110 60z" fill="#3e3a36"/><rect x="46" y="140" width="208" height="12" fill="#d9cfbd"/>${columns}` +
      `<rect x="40" y="250" width="220" height="14" fill="#d9cfbd"/><rect x="30" y="264" width="240" height="12" fill="#c8bda8"/>` +
      `<rect y="276" width="300" height="84" fill="#6f96a8"/><path d="M20 300h80M140 312h120M60 326h90M30 342h100M170 350h90" stroke="#e9f1f4" stroke-width="3" opacity=".6"/>`,
    `${name} ${name_intl}`,
  );
}
