// Small SVG toolkit for seeds/make-media.ts: document wrapper, escaping, a seeded random
// generator, smooth paths and the backdrops the treasure pictures stand on.
import { itemAt } from '../../contract/present.ts';

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const svg = (w: number, h: number, body: string, title?: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
  (title ? `<title>${esc(title)}</title>` : '') +
  body +
  '</svg>\n';

/** Deterministic pseudo-random numbers (mulberry32), so regenerating gives the same files. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const hashString = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.codePointAt(0)!) >>> 0, 7);

export const r1 = (n: number) => Math.round(n * 10) / 10;

/** A smooth path through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points: [number, number][], close = false) {
  const p = close
    ? [itemAt(points, -1), ...points, itemAt(points, 0), itemAt(points, 1)]
    : [itemAt(points, 0), ...points, itemAt(points, -1)];
  const r = Math.round;
  const [x1, y1] = itemAt(p, 1);
  let d = `M${r(x1)} ${r(y1)}`;
  for (let i = 1; i < p.length - 2; i++) {
    const [p0, p1, p2, p3] = [itemAt(p, i - 1), itemAt(p, i), itemAt(p, i + 1), itemAt(p, i + 2)];
    const c1: [number, number] = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: [number, number] = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r(c1[0])} ${r(c1[1])} ${r(c2[0])} ${r(c2[1])} ${r(p2[0])} ${r(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

/** A closed, symmetric vessel outline from a half profile of [y, half width] points. */
export function vessel(profile: [number, number][], cx = 300) {
  const left = profile.map(([y, w]) => [cx - w, y] as [number, number]);
  const right = [...profile].reverse().map(([y, w]) => [cx + w, y] as [number, number]);
  const l = smooth(left);
  const r = smooth(right).replace(/^M/, 'L');
  return `${l}${r}Z`;
}

/** A horizontal shading gradient: dark edges, a highlight left of the centre. */
export const shade = (id: string, edge: string, mid: string, light: string) =>
  `<linearGradient id="${id}" x1="0" x2="1"><stop offset="0" stop-color="${edge}"/><stop offset=".3" stop-color="${light}"/>` +
  `<stop offset=".62" stop-color="${mid}"/><stop offset="1" stop-color="${edge}"/></linearGradient>`;

const BACKDROPS = [
  ['#f7f0e3', '#e6d9c3', '#fffaf0', '#b9a98c'],
  ['#eef2f6', '#cfd9e3', '#ffffff', '#9aa9b8'],
  ['#eef3ec', '#d3dfcf', '#fbfff8', '#9fb197'],
  ['#27303a', '#0f1318', '#4a5a6b', '#05070a'],
] as const;

/** Wall and table behind an object; `variant` picks one of four moods. */
export function backdrop(variant: number, hueShift = 0) {
  const [top, bottom, glow, table] = itemAt(BACKDROPS, variant % BACKDROPS.length);
  const filter = hueShift ? ` style="filter:hue-rotate(${hueShift}deg)"` : '';
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="glow" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="${glow}" stop-opacity=".9"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>` +
    `<g${filter}><rect width="600" height="600" fill="url(#bg)"/><circle cx="300" cy="280" r="260" fill="url(#glow)"/>` +
    `<rect y="520" width="600" height="80" fill="${table}" opacity=".35"/></g>` +
    `<ellipse cx="300" cy="522" rx="150" ry="14" fill="#000" opacity=".18"/>`
  );
}

/** Wraps a drawing so that variant 1 is a close-up and variant 2 slightly smaller. */
export function framing(variant: number, body: string, focusY = 300) {
  if (variant % 4 === 1) return `<g transform="translate(300 300) scale(1.7) translate(-300 -${focusY})">${body}</g>`;
  if (variant % 4 === 2) return `<g transform="translate(300 332) scale(.86) translate(-300 -290)">${body}</g>`;
  return body;
}

export const CJK_SERIF = "KaiTi, STKaiti, 'Songti SC', serif";
