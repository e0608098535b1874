// Certificates (treasure, related and celebrity certificates) and signature seals.
import { itemAt } from '../../contract/present.ts';
import { CJK_SERIF, esc, svg } from './svg.ts';

/** Splits English text into lines of at most `max` characters, on spaces. */
export function wrap(text: string, max: number, maxLines = 2) {
  const out: string[] = [];
  let cur = '';
  for (const word of text.split(' ')) {
    if (cur && `${cur} ${word}`.length > max) {
      out.push(cur);
      cur = word;
    } else cur = cur ? `${cur} ${word}` : word;
  }
  if (cur) out.push(cur);
  if (out.length > maxLines)
    out.splice(
      maxLines - 1,
      out.length,
      `${out
        .slice(maxLines - 1)
        .join(' ')
        .slice(0, max - 1)}…`,
    );
  return out;
}

const THEMES = {
  gold: { ink: '#7a1f14', line: '#b08d3a', paper: ['#fbf6e8', '#efe2c4'] },
  jade: { ink: '#1f5b45', line: '#5f9a7c', paper: ['#f5faf4', '#dfeedd'] },
  blue: { ink: '#1f3f8f', line: '#6f8fc6', paper: ['#f6f8fc', '#e0e8f4'] },
} as const;
export type CertificateTheme = keyof typeof THEMES;

export interface CertificateText {
  title: string;
  title_intl: string;
  name: string;
  name_intl: string;
  /** label/value rows under the name, e.g. ['珍宝编码 Treasure code', 'WC202600001'] */
  rows: [string, string][];
  date?: string;
  theme?: CertificateTheme;
}

const corner = (x: number, y: number, c: string) =>
  `<g transform="translate(${x} ${y})" fill="none" stroke="${c}" stroke-width="2"><rect x="-10" y="-10" width="20" height="20" transform="rotate(45)"/><circle r="4" fill="${c}"/></g>`;

export function certificate(c: CertificateText) {
  const t = THEMES[c.theme ?? 'gold'];
  const intl = wrap(c.name_intl, 58);
  const rowsY = 300 + (intl.length - 1) * 22;
  const rows = c.rows
    .map(
      ([label, value], i) =>
        `<text x="150" y="${rowsY + i * 36}" fill="#6b5a3c" font-size="15">${esc(label)}</text>` +
        `<text x="360" y="${rowsY + i * 36}" fill="#2b2418" font-size="${value.length > 24 ? 15 : 18}"${/^[\w-]+$/.test(value) ? ' font-family="monospace"' : ''}>${esc(value)}</text>`,
    )
    .join('');
  const body =
    `<defs><linearGradient id="pp" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.paper[0]}"/><stop offset="1" stop-color="${t.paper[1]}"/></linearGradient>` +
    `<pattern id="gl" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="12" fill="none" stroke="${t.line}" stroke-width=".5" opacity=".35"/></pattern></defs>` +
    `<rect width="800" height="560" fill="url(#pp)"/><rect x="20" y="20" width="760" height="520" fill="url(#gl)" stroke="${t.line}" stroke-width="6"/>` +
    `<rect x="36" y="36" width="728" height="488" fill="none" stroke="${t.line}" stroke-width="1.5"/>` +
    corner(36, 36, t.line) +
    corner(764, 36, t.line) +
    corner(36, 524, t.line) +
    corner(764, 524, t.line) +
    `<g text-anchor="middle"><text x="400" y="104" font-family="${CJK_SERIF}" font-size="${c.title.length > 12 ? 32 : 42}" fill="${t.ink}" letter-spacing="4">${esc(c.title)}</text>` +
    `<text x="400" y="138" font-family="Georgia, serif" font-size="19" fill="${t.line}" letter-spacing="2">${esc(c.title_intl)}</text>` +
    `<path d="M250 160h130M420 160h130" stroke="${t.line}"/><rect x="394" y="154" width="12" height="12" transform="rotate(45 400 160)" fill="${t.line}"/>` +
    `<text x="400" y="214" font-family="${CJK_SERIF}" font-size="30" fill="#2b2418">${esc(c.name)}</text>` +
    intl
      .map(
        (l, i) =>
          `<text x="400" y="${248 + i * 22}" font-family="Georgia, serif" font-style="italic" font-size="17" fill="#4a3f2c">${esc(l)}</text>`,
      )
      .join('') +
    `</g><g font-family="Georgia, ${CJK_SERIF}">${rows}</g>` +
    (c.date
      ? `<text x="70" y="500" font-family="Georgia, serif" font-size="14" fill="#6b5a3c">${esc(c.date)}</text>`
      : '') +
    `<g transform="translate(660 440)" opacity=".88"><circle r="52" fill="none" stroke="#c0271d" stroke-width="5"/><circle r="44" fill="none" stroke="#c0271d" stroke-width="1.5"/>` +
    `<path d="M0 -22l6.5 13.5l15 2l-11 10l3 15l-13.5 -7.5l-13.5 7.5l3 -15l-11 -10l15 -2z" fill="#c0271d"/>` +
    `<text y="36" text-anchor="middle" font-family="${CJK_SERIF}" font-size="13" fill="#c0271d">珍宝中心</text></g>`;
  return svg(800, 560, body, `${c.title} / ${c.title_intl}`);
}

/** A square seal (signature image) with up to four characters, read right column first. */
export function seal(name: string, style: 'red' | 'white' = 'red') {
  const chars = [...name].slice(0, 4);
  const [bg, fg] = style === 'red' ? ['#b8231b', '#fbeee6'] : ['#fbeee6', '#b8231b'];
  const pos =
    chars.length === 4
      ? [
          [140, 92],
          [140, 170],
          [60, 92],
          [60, 170],
        ]
      : chars.map((_, i) => [100, 80 + i * 60]);
  const size = chars.length === 4 ? 70 : 56;
  const glyphs = chars
    .map((ch, i) => `<text x="${itemAt(pos, i)[0]}" y="${itemAt(pos, i)[1]}" font-size="${size}">${esc(ch)}</text>`)
    .join('');
  return svg(
    200,
    200,
    `<rect x="8" y="8" width="184" height="184" rx="10" fill="${bg}"/>` +
      `<rect x="16" y="16" width="168" height="168" rx="6" fill="none" stroke="${fg}" stroke-width="5"/>` +
      `<g font-family="${CJK_SERIF}" fill="${fg}" text-anchor="middle" font-weight="bold">${glyphs}</g>` +
      `<path d="M8 60l10 4M190 140l-12 3M70 192l4 -9" stroke="${bg === '#b8231b' ? '#f7e7dc' : '#b8231b'}" stroke-width="4"/>`,
    `印 ${name}`,
  );
}
