// Promotion channel logos, privacy-skin backgrounds, news covers and the 3D viewer page.
import { itemAt, valueAt } from '../../contract/present.ts';
import { CJK_SERIF, esc, r1, rng, svg } from './svg.ts';

const LOGOS: Record<string, { bg: string; fg: string; text: string; extra?: string }> = {
  weibo: {
    bg: '#e6162d',
    fg: '#fff',
    text: '微博',
    extra: '<circle cx="88" cy="34" r="10" fill="none" stroke="#f9a825" stroke-width="4"/>',
  },
  douyin: {
    bg: '#111',
    fg: '#fff',
    text: '抖音',
    extra:
      '<path d="M62 16v26" stroke="#25f4ee" stroke-width="5"/><circle cx="54" cy="42" r="9" fill="#25f4ee"/><path d="M64 18q8 2 12 10" stroke="#fe2c55" stroke-width="4" fill="none"/>',
  },
  xiaohongshu: { bg: '#ff2442', fg: '#fff', text: '小红书' },
  bilibili: {
    bg: '#fb7299',
    fg: '#fff',
    text: 'B站',
    extra: '<path d="M44 26l8 10M76 26l-8 10" stroke="#fff" stroke-width="4" stroke-linecap="round"/>',
  },
  channels: {
    bg: '#fa9d3b',
    fg: '#fff',
    text: '视频号',
    extra:
      '<path d="M44 34q16 -16 32 0q16 -16 32 0" stroke="#fff" stroke-width="4" fill="none" transform="translate(-16 0)"/>',
  },
};

export function channelLogo(key: string, title: string) {
  const l = valueAt(LOGOS, key);
  const size = [...l.text].length > 2 ? 30 : 38;
  return svg(
    120,
    120,
    `<rect width="120" height="120" rx="26" fill="${l.bg}"/>${l.extra ?? ''}` +
      `<text x="60" y="${l.extra ? 92 : 74}" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="${size}" fill="${l.fg}">${esc(l.text)}</text>`,
    title,
  );
}

const leaf = (x: number, y: number, s: number, rot: number, c: string) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
    const r = i % 2 ? 0.45 : 1;
    return `${r1(Math.cos(a) * r * 20)} ${r1(Math.sin(a) * r * 20)}`;
  });
  return `<path d="M${pts.join('L')}Z" fill="${c}" transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rot)}) scale(${r1(s)})"/>`;
};

/** The three backgrounds of treasure 5's privacy skin: autumn top, middle and bottom. */
export function skin(position: 'top' | 'middle' | 'bottom') {
  const rand = rng(position.length * 97);
  const colors = ['#b5452f', '#c98a2b', '#d9622b', '#8c2f1e'];
  if (position === 'top') {
    const leaves = Array.from({ length: 18 }, () =>
      leaf(
        rand() < 0.5 ? rand() * 220 : 530 + rand() * 220,
        rand() * 200,
        0.5 + rand() * 0.9,
        rand() * 360,
        itemAt(colors, Math.floor(rand() * colors.length)),
      ),
    );
    return svg(
      750,
      420,
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1dcb5"/><stop offset="1" stop-color="#faf3e3"/></linearGradient></defs>` +
        `<rect width="750" height="420" fill="url(#g)"/><path d="M0 300q180 -70 370 -20t380 -30v170h-750z" fill="#d8c3a0" opacity=".45"/>` +
        `<g stroke="#5a4a3a" stroke-width="2" fill="none">${[0, 1, 2, 3].map((i) => `<path d="M${300 + i * 34} ${90 + i * 14}l10 8l10 -8"/>`).join('')}</g>` +
        leaves.join(''),
      'Autumn skin, top',
    );
  }
  if (position === 'middle') {
    const flecks = Array.from(
      { length: 40 },
      () => `<circle cx="${r1(rand() * 750)}" cy="${r1(rand() * 420)}" r="${r1(0.8 + rand() * 1.6)}"/>`,
    );
    return svg(
      750,
      420,
      `<rect width="750" height="420" fill="#faf3e3"/><path d="M0 260q120 -120 240 -40q90 -110 210 -20q120 -90 300 10v210h-750z" fill="#8f8672" opacity=".12"/>` +
        `<g fill="#c9a54a" opacity=".5">${flecks.join('')}</g>`,
      'Autumn skin, middle',
    );
  }
  const waves = Array.from(
    { length: 5 },
    (_, row) =>
      `<path d="M0 ${240 + row * 36}${Array.from({ length: 16 }, () => 'q24 -18 48 0').join('')}" stroke="#a8956f" stroke-width="2" fill="none" opacity="${r1(0.7 - row * 0.1)}"/>`,
  );
  const reeds = Array.from(
    { length: 14 },
    (_, i) =>
      `<path d="M${600 + i * 9} 420q${r1(rand() * 12)} -80 ${r1(-10 + rand() * 20)} -${r1(120 + rand() * 60)}"/>`,
  );
  return svg(
    750,
    420,
    `<rect width="750" height="420" fill="#faf3e3"/>${waves.join('')}` +
      `<path d="M170 236q60 20 120 0z" fill="#3b3226"/><path d="M230 236v-40l34 32z" fill="#7a2e1d"/>` +
      `<g stroke="#6b5a3c" stroke-width="2" fill="none">${reeds.join('')}</g>`,
    'Autumn skin, bottom',
  );
}

/** A news cover: the master's kind of work on a wash, with a label. */
export function newsCover(object: string, hue: number, label: string) {
  return svg(
    640,
    360,
    `<defs><linearGradient id="nb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 35% 92%)"/><stop offset="1" stop-color="hsl(${hue} 30% 76%)"/></linearGradient></defs>` +
      `<rect width="640" height="360" fill="url(#nb)"/><circle cx="470" cy="180" r="150" fill="#fff" opacity=".45"/>` +
      `<g transform="translate(300 10) scale(.58)">${object}</g>` +
      `<rect x="40" y="44" width="8" height="92" fill="#b3261e"/><text x="64" y="92" font-family="${CJK_SERIF}" font-size="40" fill="#2b2418">资讯</text>` +
      `<text x="64" y="128" font-family="Georgia, serif" font-size="22" letter-spacing="3" fill="#6b5a3c">NEWS</text>` +
      `<text x="40" y="320" font-family="${CJK_SERIF}" font-size="22" fill="#4a3f2c">${esc(label)}</text>`,
    label,
  );
}

/** A self-contained page showing a rotating cube whose faces are the treasure's pictures. */
export function viewer3d(name: string, name_intl: string, code: string, faces: string[]) {
  const sides = [
    'rotateY(0deg)',
    'rotateY(90deg)',
    'rotateY(180deg)',
    'rotateY(-90deg)',
    'rotateX(90deg)',
    'rotateX(-90deg)',
  ];
  const imgs = sides
    .map(
      (t, i) => `<img src="${esc(itemAt(faces, i % faces.length))}" alt="" style="transform:${t} translateZ(120px)">`,
    )
    .join('\n      ');
  return `<!doctype html>
<html lang="zh" data-title-en="3D · ${esc(name_intl)}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width,initial-scale=1">
  <title>3D · ${esc(name)}</title>
  <style>
    html,body{margin:0;height:100%}
    body{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:28px;
      background:radial-gradient(circle at 50% 42%,#3a4552,#0d1014 70%);color:#f3ead7;font-family:serif;text-align:center}
    h1{margin:0;font-size:22px;letter-spacing:2px} p{margin:4px 0;color:#cbbfa6;font-size:14px}
    .scene{width:240px;height:240px;perspective:900px;touch-action:none;cursor:grab}
    .cube{width:100%;height:100%;position:relative;transform-style:preserve-3d;animation:spin 16s linear infinite}
    .cube img{position:absolute;inset:0;width:240px;height:240px;object-fit:cover;border:1px solid rgba(243,234,215,.3);box-shadow:0 0 40px rgba(0,0,0,.4) inset}
    .paused .cube{animation-play-state:paused}
    code{font-size:15px;color:#e3c77d;letter-spacing:1px}
    @keyframes spin{from{transform:rotateX(-16deg) rotateY(0)}to{transform:rotateX(-16deg) rotateY(360deg)}}
    @media (prefers-reduced-motion:reduce){.cube{animation:none;transform:rotateX(-16deg) rotateY(-30deg)}}
  </style>
</head>
<body>
  <header><h1>${esc(name)}</h1><p>${esc(name_intl)}</p></header>
  <div class="scene" id="scene" title="拖动旋转 / drag to turn">
    <div class="cube" id="cube">
      ${imgs}
    </div>
  </div>
  <code>${esc(code)}</code>
  <script src="/media/3d/turn.js"></script>
</body>
</html>
`;
}
