// Three-dimensional treasures: porcelain vessels, jade, teapots, bronze, lacquer, silk scarf.
// Each function draws the object around (300, 300) on a 600 × 600 canvas.
import { itemAt, valueAt } from '../../contract/present.ts';
import type { Art } from '../records/types.ts';
import { r1, shade, smooth, vessel } from './svg.ts';

type Rand = () => number;

const GLAZE: Record<string, [string, string, string]> = {
  blue: ['#a9b7c6', '#e8edf2', '#fbfcfd'],
  red: ['#a9b7c6', '#e8edf2', '#fbfcfd'],
  qingbai: ['#86abae', '#cde2df', '#f2fbf9'],
  celadon: ['#4f7d52', '#8fbb8c', '#cfe7c7'],
};
const COBALT = '#1f3f8f';

const PROFILES: Record<string, [number, number][]> = {
  meiping: [
    [92, 22],
    [104, 22],
    [116, 17],
    [130, 34],
    [160, 98],
    [200, 120],
    [260, 116],
    [340, 98],
    [420, 72],
    [480, 58],
    [508, 62],
  ],
  tianqiu: [
    [84, 28],
    [96, 25],
    [190, 28],
    [228, 52],
    [262, 112],
    [330, 150],
    [400, 138],
    [455, 98],
    [492, 62],
    [508, 58],
  ],
  gourd: [
    [92, 18],
    [104, 20],
    [136, 52],
    [178, 70],
    [218, 52],
    [246, 40],
    [284, 82],
    [344, 126],
    [410, 120],
    [470, 86],
    [508, 62],
  ],
  brushpot: [
    [180, 104],
    [190, 100],
    [300, 98],
    [420, 100],
    [500, 104],
    [508, 100],
  ],
  guaner: [
    [96, 40],
    [108, 42],
    [200, 44],
    [262, 72],
    [338, 120],
    [420, 114],
    [480, 80],
    [508, 70],
  ],
};

/** A lotus flower, drawn once per picture in <defs> and placed with lotus(). */
const lotusDef = (color: string) =>
  `<g id="lo" fill="${color}">` +
  [-50, -25, 0, 25, 50]
    .map((a) => `<ellipse rx="6" ry="17" cy="-12" transform="rotate(${a})" opacity="${a ? 0.75 : 0.95}"/>`)
    .join('') +
  `<circle r="5" fill="#fff" opacity=".6"/></g>`;
const lotus = (x: number, y: number, s: number) =>
  `<use href="#lo" transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${r1(s)})"/>`;

/** A wavy tendril across the vessel with lotus heads on it. */
function scroll(y: number, from: number, to: number, color: string, rand: Rand) {
  const pts: [number, number][] = [];
  for (let x = from, i = 0; x <= to; x += 38, i++) pts.push([x, y + (i % 2 ? 22 : -22)]);
  const heads = pts.filter((_, i) => i % 2 === 1).map(([x, py]) => lotus(x, py - 4, 0.8 + rand() * 0.3));
  const leaves = pts
    .filter((_, i) => i % 2 === 0)
    .map(([x, py]) => `<path d="M${x} ${py}q14 -16 30 -6q-14 14 -30 6z" fill="${color}" opacity=".7"/>`);
  return `<path d="${smooth(pts)}" fill="none" stroke="${color}" stroke-width="3"/>${leaves.join('')}${heads.join('')}`;
}

export function vase(art: Art, rand: Rand) {
  const tone = art.tone ?? 'blue';
  const [edge, mid, light] = GLAZE[tone] ?? valueAt(GLAZE, 'blue');
  const profile = PROFILES[art.shape ?? 'meiping'] ?? valueAt(PROFILES, 'meiping');
  const outline = vessel(profile);
  const widest = profile.reduce((a, b) => (b[1] > a[1] ? b : a));
  let deco = '';
  if (tone === 'blue' || tone === 'red') {
    const [top, bottom] = [itemAt(profile, 2)[0] + 30, itemAt(profile, -1)[0] - 40];
    deco =
      `<g stroke="${COBALT}" fill="none" stroke-width="2.5"><path d="M150 ${top}H450M150 ${top + 8}H450M150 ${bottom}H450"/>` +
      `<path d="M150 ${top + 8}${Array.from({ length: 12 }, () => 'q12.5 26 25 0').join('')}" stroke-width="2"/></g>` +
      scroll(widest[0], 300 - widest[1] - 10, 300 + widest[1] + 10, COBALT, rand) +
      `<path d="M150 ${bottom}${Array.from({ length: 10 }, () => 'q15 36 30 0').join('')}" fill="${COBALT}" opacity=".55"/>`;
  } else if (tone === 'celadon') {
    deco = `<path d="M230 ${widest[0] - 60}l30 40l-12 50M350 ${widest[0] - 30}l-22 50l28 30" stroke="#3c5f3c" stroke-width="1" fill="none" opacity=".35"/>`;
  }
  const handles =
    art.shape === 'guaner'
      ? `<g fill="url(#gz)" stroke="${edge}"><rect x="236" y="120" width="16" height="70" rx="6"/><rect x="348" y="120" width="16" height="70" rx="6"/></g>`
      : '';
  return (
    `<defs>${shade('gz', edge, mid, light)}${lotusDef(COBALT)}<clipPath id="vc"><path d="${outline}"/></clipPath></defs>` +
    `<path d="${outline}" fill="url(#gz)"/>${handles}<g clip-path="url(#vc)">${deco}` +
    `<ellipse cx="${300 - widest[1] * 0.45}" cy="${widest[0]}" rx="${r1(widest[1] * 0.12)}" ry="${r1(widest[1] * 1.1)}" fill="#fff" opacity=".45"/></g>`
  );
}

export function plate(art: Art, rand: Rand) {
  const fish = Array.from({ length: art.shape === 'koi' ? 5 : 3 }, (_, i) => {
    const a = (i / 5) * Math.PI * 2 + rand();
    const [x, y] = [300 + Math.cos(a) * 85, 290 + Math.sin(a) * 85];
    const rot = r1((a * 180) / Math.PI + 90);
    return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${rot})"><ellipse rx="13" ry="30" fill="#b3261e"/><path d="M0 26l-14 22h28z" fill="#c9473d"/><circle cy="-18" cx="-5" r="2.5" fill="#fff"/></g>`;
  });
  const weeds = Array.from(
    { length: 4 },
    (_, i) =>
      `<path d="M${240 + i * 40} 380q-20 -40 0 -80q20 -40 0 -70" stroke="${COBALT}" stroke-width="3" fill="none" opacity=".6"/>`,
  );
  return (
    `<defs><radialGradient id="pg" cx=".42" cy=".38"><stop offset="0" stop-color="#fdfefe"/><stop offset=".8" stop-color="#e3e9ee"/><stop offset="1" stop-color="#aab6c2"/></radialGradient></defs>` +
    `<circle cx="300" cy="290" r="215" fill="url(#pg)"/><circle cx="300" cy="290" r="192" fill="none" stroke="${COBALT}" stroke-width="16" stroke-dasharray="22 8"/>` +
    `<circle cx="300" cy="290" r="160" fill="none" stroke="${COBALT}" stroke-width="2"/>${weeds.join('')}${fish.join('')}`
  );
}

export function cup(art: Art, rand: Rand) {
  const tone = art.tone ?? 'blue';
  const [edge, mid, light] = GLAZE[tone] ?? valueAt(GLAZE, 'blue');
  const bowl = art.shape === 'bowl';
  const profile: [number, number][] = bowl
    ? [
        [300, 150],
        [306, 148],
        [350, 128],
        [400, 84],
        [420, 46],
        [432, 48],
      ]
    : [
        [300, 90],
        [306, 89],
        [360, 80],
        [405, 56],
        [420, 34],
        [432, 36],
      ];
  /** one cup centred on (cx, cy), scaled by s; the profile is centred on (300, 366) */
  const cupAt = (cx: number, cy: number, s: number) =>
    `<g transform="translate(${r1(cx - 300 * s)} ${r1(cy - 366 * s)}) scale(${s})"><path d="${vessel(profile)}" fill="url(#cg)"/>` +
    `<ellipse cx="300" cy="302" rx="${itemAt(profile, 0)[1]}" ry="12" fill="${mid}" stroke="${edge}"/>` +
    (tone === 'qingbai'
      ? `<path d="M220 350q40 40 80 10q40 30 80 -10" stroke="#5f8f90" stroke-width="2" fill="none"/>`
      : `<path d="M270 392q10 -40 40 -64" stroke="${COBALT}" stroke-width="2.5" fill="none"/>${lotus(312, 332, 0.9 + rand() * 0.2)}`) +
    `</g>`;
  const many = art.shape === 'set' ? 3 : art.shape === 'pair' ? 2 : 1;
  const cups =
    many === 1
      ? cupAt(300, 330, bowl ? 1.5 : 1.9)
      : Array.from({ length: many }, (_, i) => cupAt(300 + (i - (many - 1) / 2) * 180, i % 2 ? 400 : 330, 1.05)).join(
          '',
        );
  return `<defs>${shade('cg', edge, mid, light)}${lotusDef(COBALT)}</defs>${cups}`;
}

const JADE: Record<string, [string, string, string]> = {
  white: ['#fdfbf2', '#ebe3cb', '#c4b590'],
  green: ['#d6ecd0', '#86bd84', '#3f7a4e'],
  emerald: ['#c2f5d2', '#3fbf73', '#17663a'],
  celadon: ['#f1f4e3', '#cfd8b3', '#97a276'],
};

export function jade(art: Art, rand: Rand) {
  const [a, b, c] = JADE[art.tone ?? 'white'] ?? valueAt(JADE, 'white');
  const blob = (cx: number, cy: number, rx: number, ry: number, n = 9) =>
    smooth(
      Array.from({ length: n }, (_, i) => {
        const t = (i / n) * Math.PI * 2;
        const k = 0.88 + rand() * 0.18;
        return [cx + Math.cos(t) * rx * k, cy + Math.sin(t) * ry * k] as [number, number];
      }),
      true,
    );
  const defs = `<defs><radialGradient id="jg" cx=".38" cy=".34" r=".75"><stop offset="0" stop-color="${a}"/><stop offset=".6" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></radialGradient></defs>`;
  const carve = `stroke="${c}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".8"`;
  if (art.shape === 'pendant') {
    return (
      defs +
      `<path d="M300 60v60" stroke="#a3282a" stroke-width="4"/><circle cx="300" cy="122" r="9" fill="#a3282a"/>` +
      `<rect x="200" y="130" width="200" height="270" rx="70" fill="url(#jg)"/><circle cx="300" cy="175" r="14" fill="none" stroke="${c}" stroke-width="4"/>` +
      `<path d="M240 300q30 -60 60 -20q30 -60 60 0M250 340q50 30 100 0M262 232q38 -28 76 0" ${carve}/>` +
      `<ellipse cx="250" cy="240" rx="14" ry="60" fill="#fff" opacity=".35"/><path d="M300 400v40" stroke="#a3282a" stroke-width="4"/>`
    );
  }
  if (art.shape === 'censer') {
    return (
      defs +
      `<path d="M170 300h260q-10 110 -130 120q-120 -10 -130 -120z" fill="url(#jg)"/>` +
      `<path d="M190 300q110 -120 220 0z" fill="url(#jg)" stroke="${c}"/><circle cx="300" cy="215" r="18" fill="url(#jg)" stroke="${c}"/>` +
      `<circle cx="156" cy="330" r="24" fill="none" stroke="${b}" stroke-width="9"/><circle cx="444" cy="330" r="24" fill="none" stroke="${b}" stroke-width="9"/>` +
      `<path d="M220 280q30 -50 70 -20M310 260q40 -30 70 20M230 360q70 30 140 0" ${carve}/>` +
      `<path d="M250 420h100l10 40h-120z" fill="${c}"/>`
    );
  }
  const boulder = art.shape === 'boulder';
  const body = boulder ? blob(300, 320, 190, 170, 11) : blob(300, 300, 170, 130);
  const motif = boulder
    ? `<circle cx="380" cy="220" r="30" fill="#fff" opacity=".55"/><path d="M200 400q100 -40 200 0M240 330q60 -50 120 0M230 390h140" ${carve}/>` +
      `<path d="M210 380q-10 -40 20 -40q-10 40 -20 40z" ${carve}/>`
    : `<path d="M240 380q-20 -90 30 -150M270 230q30 -20 50 0q20 -30 60 -10" ${carve}/>` +
      `<path d="M330 330q30 -40 60 -10q-10 20 -40 30l-20 40" ${carve}/><circle cx="385" cy="318" r="6" fill="#b5452f"/>`;
  const skin = boulder ? '' : `<path d="${blob(370, 220, 55, 38, 7)}" fill="#b07a3b" opacity=".55"/>`;
  return (
    defs +
    `<path d="${body}" fill="url(#jg)"/>${skin}${motif}` +
    `<ellipse cx="235" cy="250" rx="30" ry="70" fill="#fff" opacity=".3" transform="rotate(25 235 250)"/>`
  );
}

const CLAY: Record<string, [string, string, string]> = {
  purple: ['#3f241d', '#6b3e31', '#96624f'],
  zhuni: ['#7a2f16', '#b5532c', '#d98458'],
  duan: ['#8d7446', '#c2a872', '#e6d3a6'],
};

export function teapot(art: Art) {
  const [edge, mid, light] = CLAY[art.tone ?? 'purple'] ?? valueAt(CLAY, 'purple');
  const body =
    art.shape === 'shipiao'
      ? vessel([
          [250, 66],
          [262, 78],
          [320, 124],
          [372, 160],
          [394, 154],
          [402, 140],
        ])
      : vessel([
          [250, 62],
          [266, 100],
          [312, 142],
          [362, 138],
          [394, 96],
          [402, 84],
        ]);
  const pot =
    `<path d="M186 300c-78 -14 -78 100 6 80" stroke="url(#tg)" stroke-width="18" fill="none"/>` +
    `<path d="M410 330q60 -14 84 -86l14 8q-18 82 -92 108z" fill="url(#tg)"/>` +
    `<path d="${body}" fill="url(#tg)"/><ellipse cx="300" cy="250" rx="58" ry="11" fill="${mid}" stroke="${edge}"/>` +
    `<path d="M250 250q50 -26 100 0z" fill="url(#tg)"/><ellipse cx="300" cy="226" rx="12" ry="9" fill="${mid}"/>` +
    `<ellipse cx="262" cy="320" rx="10" ry="44" fill="#fff" opacity=".18"/>`;
  if (art.shape !== 'set') return `<defs>${shade('tg', edge, mid, light)}</defs>${pot}`;
  const cupShape = vessel([
    [420, 34],
    [440, 30],
    [470, 22],
    [480, 20],
  ]);
  const cups = [0, 1, 2, 3].map(
    (i) => `<path d="${cupShape}" fill="url(#tg)" transform="translate(${-190 + i * 95} 36)"/>`,
  );
  return `<defs>${shade('tg', edge, mid, light)}</defs><g transform="translate(60 -40) scale(.8)">${pot}</g>${cups.join('')}`;
}

export function bronze(art: Art, rand: Rand) {
  const defs = `<defs>${shade('bz', '#27352b', '#516b55', '#8ba283')}</defs>`;
  const patina = Array.from(
    { length: 14 },
    () =>
      `<circle cx="${r1(200 + rand() * 200)}" cy="${r1(260 + rand() * 150)}" r="${r1(4 + rand() * 14)}" fill="${rand() > 0.3 ? '#7fb59a' : '#9a5a3a'}" opacity=".35"/>`,
  ).join('');
  if (art.shape === 'beast') {
    return (
      defs +
      `<rect x="170" y="420" width="260" height="30" rx="6" fill="#3a2f25"/>` +
      `<path d="M190 420q0 -90 90 -100q80 -10 120 40q20 30 10 60z" fill="url(#bz)"/>` +
      `<circle cx="390" cy="320" r="46" fill="url(#bz)"/><path d="M372 282l-10 -30l26 20M412 282l14 -28l-2 34" fill="#3d5242"/>` +
      `<circle cx="402" cy="314" r="6" fill="#d9c27a"/><path d="M190 400q-40 -10 -30 -60q20 30 40 30" fill="url(#bz)"/>` +
      `<path d="M240 380q30 -30 60 0q30 -30 60 0" stroke="#223026" stroke-width="4" fill="none"/>${patina}`
    );
  }
  const thunder = Array.from(
    { length: 9 },
    (_, i) => `<path d="M${208 + i * 21} 292h14v-14h-10v8h-4" stroke="#1f2b22" stroke-width="2" fill="none"/>`,
  ).join('');
  return (
    defs +
    `<rect x="216" y="410" width="26" height="96" rx="6" fill="#2c3a2f"/><rect x="358" y="410" width="26" height="96" rx="6" fill="#2c3a2f"/>` +
    `<path d="M214 190h40v64h-14v-50h-12v50h-14zM346 190h40v64h-14v-50h-12v50h-14z" fill="url(#bz)"/>` +
    `<rect x="180" y="244" width="240" height="20" fill="url(#bz)"/><path d="M192 264h216l-10 160h-196z" fill="url(#bz)"/>` +
    thunder +
    `<g stroke="#1c261f" stroke-width="4" fill="none"><path d="M300 310v90M250 318q-24 0 -24 24t24 24M350 318q24 0 24 24t-24 24"/>` +
    `<path d="M222 306q40 -10 68 10M378 306q-40 -10 -68 10"/></g>` +
    `<circle cx="268" cy="340" r="10" fill="#1c261f"/><circle cx="332" cy="340" r="10" fill="#1c261f"/>` +
    `<ellipse cx="236" cy="330" rx="8" ry="60" fill="#c6d4b4" opacity=".25"/>${patina}`
  );
}

export function lacquer(_art: Art, rand: Rand) {
  const kids = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2;
    const [x, y] = [300 + Math.cos(a) * 84, 250 + Math.sin(a) * 28];
    return `<circle cx="${r1(x)}" cy="${r1(y - 6)}" r="5" fill="#7c140d"/><path d="M${r1(x - 6)} ${r1(y + 8)}l6 -12l6 12z" fill="#7c140d"/>`;
  }).join('');
  const waves = Array.from({ length: 13 }, (_, i) => `q10 ${i % 2 ? 12 : -12} 20 0`).join('');
  return (
    `<defs>${shade('lq', '#6e120b', '#b3291c', '#d9513c')}</defs>` +
    `<path d="M170 250v150a130 45 0 0 0 260 0v-150z" fill="url(#lq)"/><path d="M170 330a130 45 0 0 0 260 0" stroke="#1b0b08" stroke-width="4" fill="none"/>` +
    `<path d="M170 380${waves}" stroke="#7c140d" stroke-width="3" fill="none"/>` +
    `<ellipse cx="300" cy="250" rx="130" ry="45" fill="#c23a2a"/>` +
    `<g fill="none" stroke="#8d1a10" stroke-width="2.5"><ellipse cx="300" cy="250" rx="116" ry="39"/><ellipse cx="300" cy="250" rx="60" ry="20"/></g>` +
    kids +
    `<path d="M270 250q30 -${r1(10 + rand() * 6)} 60 0" stroke="#e0a15a" stroke-width="2" fill="none"/>`
  );
}

export function scarf(_art: Art) {
  const dots = Array.from(
    { length: 12 },
    (_, i) => `<circle cx="${150 + i * 27}" cy="140" r="6"/><circle cx="${150 + i * 27}" cy="460" r="6"/>`,
  ).join('');
  return (
    `<defs><linearGradient id="sk" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fdfdff"/><stop offset=".5" stop-color="#e4ebf7"/><stop offset="1" stop-color="#f8faff"/></linearGradient>${lotusDef(COBALT)}</defs>` +
    `<g transform="rotate(-8 300 300)"><rect x="120" y="120" width="360" height="360" fill="url(#sk)"/>` +
    `<rect x="130" y="130" width="340" height="340" fill="none" stroke="${COBALT}" stroke-width="20"/><g fill="#fff">${dots}</g>` +
    lotus(300, 312, 3.2) +
    scroll(400, 170, 430, COBALT, () => 0.5) +
    `<path d="M120 120l360 360" stroke="#fff" stroke-width="40" opacity=".25"/></g>`
  );
}
