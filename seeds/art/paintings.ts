// Flat treasures: ink paintings, the porcelain plaque, kesi tapestry, calligraphy and
// embroidery, each drawn on a 600 × 600 canvas.
import type { Art } from '../records/types.ts';
import { CJK_SERIF, esc, smooth } from './svg.ts';

const ri = Math.round;
type Rand = () => number;

/** A mountain ridge filled downwards with a fading wash. */
function ridge(rand: Rand, x0: number, x1: number, base: number, amp: number, fill: string, bottom: number, steps = 8) {
  const pts: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const peak = i % 2 ? amp * (0.55 + rand() * 0.45) : amp * rand() * 0.35;
    pts.push([x0 + ((x1 - x0) * i) / steps, base - peak]);
  }
  return `<path d="${smooth(pts)}L${x1} ${bottom}L${x0} ${bottom}Z" fill="${fill}"/>`;
}

const wash = (id: string, color: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient>`;

const seal = (x: number, y: number, s = 22) =>
  `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="2" fill="#b3261e"/><rect x="${x + 3}" y="${y + 3}" width="${s - 6}" height="${s - 6}" fill="none" stroke="#f6e6d8" stroke-width="1.5"/>`;

/** Characters in vertical columns, read from right to left. */
function columns(
  text: string,
  right: number,
  top: number,
  size: number,
  perColumn: number,
  color = '#1d1b18',
  jitter?: Rand,
) {
  return [...text]
    .map((ch, i) => {
      const x = right - Math.floor(i / perColumn) * size * 1.25;
      const y = top + (i % perColumn) * size * 1.1 + size;
      const rot = jitter ? ` transform="rotate(${ri((jitter() - 0.5) * 12)} ${ri(x)} ${ri(y)})"` : '';
      return `<text x="${ri(x)}" y="${ri(y)}"${rot}>${esc(ch)}</text>`;
    })
    .join('')
    .replace(/^/, `<g font-family="${CJK_SERIF}" font-size="${size}" fill="${color}" text-anchor="middle">`)
    .concat('</g>');
}

const POEM: Record<string, string> = { autumn: '秋山晚渡', huangshan: '黄山云海', rain: '江南春雨', snow: '寒江独钓' };

export function ink(art: Art, rand: Rand) {
  const shape = art.shape ?? 'autumn';
  const [x0, y0, x1, y1] =
    shape === 'autumn' ? [40, 170, 560, 410] : shape === 'rain' ? [110, 100, 490, 480] : [170, 50, 430, 520];
  const h = y1 - y0;
  const amp = shape === 'huangshan' ? h * 0.55 : h * 0.32;
  const mount =
    shape === 'autumn'
      ? `<rect x="${x0 - 18}" y="${y0 - 14}" width="${x1 - x0 + 36}" height="${h + 28}" fill="#d9cfb6"/><rect x="${x0 - 30}" y="${y0 - 20}" width="14" height="${h + 40}" rx="5" fill="#5a3b22"/>`
      : shape === 'rain'
        ? `<rect x="${x0 - 16}" y="${y0 - 16}" width="${x1 - x0 + 32}" height="${h + 32}" fill="#cdbb97"/>`
        : `<rect x="${x0 - 20}" y="${y0 - 30}" width="${x1 - x0 + 40}" height="${h + 60}" fill="#d9cfb6"/><rect x="${x0 - 30}" y="${y1 + 26}" width="${x1 - x0 + 60}" height="12" rx="5" fill="#5a3b22"/>`;
  const paper = shape === 'snow' ? '#e4e2dc' : '#f1e7d2';
  let extra = '';
  if (shape === 'autumn') {
    extra = Array.from(
      { length: 18 },
      () =>
        `<circle cx="${ri(x0 + 40 + rand() * (x1 - x0 - 80))}" cy="${ri(y1 - 70 - rand() * 60)}" r="${ri(2 + rand() * 4)}" fill="${rand() > 0.4 ? '#b5452f' : '#c98a2b'}" opacity=".85"/>`,
    ).join('');
  } else if (shape === 'rain') {
    extra =
      `<path d="M180 400q60 -50 120 0" stroke="#3a3a36" stroke-width="5" fill="none"/>` +
      `<rect x="340" y="340" width="90" height="50" fill="#fbf8f2" stroke="#3a3a36"/><path d="M330 345l55 -30l55 30z" fill="#2e2e2b"/>` +
      `<g stroke="#6b6b66" stroke-width="1" opacity=".45">${Array.from({ length: 30 }, () => {
        const [x, y] = [x0 + rand() * (x1 - x0), y0 + rand() * (h - 30)];
        return `<path d="M${ri(x)} ${ri(y)}l-6 22"/>`;
      }).join('')}</g>`;
  } else if (shape === 'huangshan') {
    extra = `<path d="M210 300q20 -30 40 -10q10 -20 30 0" stroke="#1d1d1a" stroke-width="4" fill="none"/><path d="M238 290v40" stroke="#1d1d1a" stroke-width="4"/>`;
  } else {
    extra = `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${h * 0.45}" fill="#9c9a94" opacity=".25"/>`;
  }
  const boatY = y1 - 36;
  return (
    `<defs>${wash('w1', '#8f8d86')}${wash('w2', '#4d4b45')}${wash('w3', '#1f1e1b')}<filter id="mist"><feGaussianBlur stdDeviation="9"/></filter>` +
    `<clipPath id="pc"><rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${h}"/></clipPath></defs>${mount}` +
    `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${h}" fill="${paper}"/><g clip-path="url(#pc)">` +
    ridge(rand, x0, x1, y0 + h * 0.55, amp, 'url(#w1)', y1) +
    `<ellipse cx="${(x0 + x1) / 2}" cy="${y0 + h * 0.55}" rx="${(x1 - x0) * 0.5}" ry="22" fill="#fff" opacity=".8" filter="url(#mist)"/>` +
    ridge(rand, x0, x1, y0 + h * 0.72, amp * 0.7, 'url(#w2)', y1, 6) +
    ridge(rand, x0 - 40, x0 + (x1 - x0) * 0.5, y0 + h * 0.9, amp * 0.5, 'url(#w3)', y1, 4) +
    extra +
    `<path d="M${x1 - 130} ${boatY}q32 12 64 0z" fill="#2a2926"/><path d="M${x1 - 100} ${boatY}v-14" stroke="#2a2926" stroke-width="2"/></g>` +
    columns(POEM[shape] ?? '山水清音', x1 - 22, y0 + 12, 20, 4) +
    seal(x1 - 33, y0 + 112)
  );
}

export function plaque(_art: Art, rand: Rand) {
  const [x0, y0, x1, y1] = [60, 180, 540, 400];
  return (
    `<defs>${wash('b1', '#5f7cc0')}${wash('b2', '#2a4a9a')}${wash('b3', '#14306f')}<clipPath id="pc"><rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}"/></clipPath></defs>` +
    `<rect x="${x0 - 24}" y="${y0 - 24}" width="${x1 - x0 + 48}" height="${y1 - y0 + 48}" rx="4" fill="#4a2616"/>` +
    `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="#f6f8fb"/><g clip-path="url(#pc)">` +
    ridge(rand, x0, x1, 290, 90, 'url(#b1)', y1, 10) +
    ridge(rand, x0, x1, 340, 70, 'url(#b2)', y1, 8) +
    ridge(rand, x0 + 180, x1, 392, 60, 'url(#b3)', y1, 5) +
    `<path d="M120 360q20 8 40 0zM420 350q18 7 36 0z" fill="#14306f"/></g>` +
    seal(x1 - 34, y0 + 12, 18)
  );
}

export function kesi(_art: Art, rand: Rand) {
  const [x0, y0, x1, y1] = [50, 190, 550, 400];
  const willow = Array.from(
    { length: 7 },
    (_, i) => `<path d="M${110 + i * 9} 300q-6 40 ${-4 + i} 70" stroke="#6e9b4e" stroke-width="2" fill="none"/>`,
  ).join('');
  return (
    `<defs>${wash('k1', '#4f8f8a')}${wash('k2', '#2e6d8f')}<pattern id="silk" width="4" height="4" patternUnits="userSpaceOnUse"><path d="M0 0h4" stroke="#fff" stroke-width=".6" opacity=".35"/></pattern>` +
    `<clipPath id="pc"><rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}"/></clipPath></defs>` +
    `<rect x="${x0 - 20}" y="${y0 - 16}" width="${x1 - x0 + 40}" height="${y1 - y0 + 32}" fill="#b58a3c"/>` +
    `<rect x="${x0 - 34}" y="${y0 - 22}" width="14" height="${y1 - y0 + 44}" rx="5" fill="#4a2c1d"/><rect x="${x1 + 20}" y="${y0 - 22}" width="14" height="${y1 - y0 + 44}" rx="5" fill="#4a2c1d"/>` +
    `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="#efe6cf"/><g clip-path="url(#pc)">` +
    ridge(rand, x0, x1, 290, 80, 'url(#k1)', y1, 9) +
    `<rect x="${x0}" y="320" width="${x1 - x0}" height="80" fill="#a9cbd6"/>` +
    ridge(rand, x0 + 260, x1, 330, 50, 'url(#k2)', 340, 5) +
    `<path d="M250 350q50 -34 100 0" stroke="#f7f1e1" stroke-width="6" fill="none"/>` +
    `<g fill="#8a3b2a"><rect x="418" y="240" width="24" height="60"/><path d="M408 244h44l-22 -14zM410 262h40l-20 -10zM412 280h36l-18 -10z"/></g>` +
    willow +
    `<circle cx="480" cy="226" r="14" fill="#e8b04a" opacity=".8"/></g>` +
    `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="url(#silk)"/>`
  );
}

export function calligraphy(art: Art, rand: Rand) {
  const text = art.text ?? '宁静致远';
  const flecks = (x0: number, y0: number, w: number, h: number) =>
    Array.from(
      { length: 30 },
      () => `<circle cx="${ri(x0 + rand() * w)}" cy="${ri(y0 + rand() * h)}" r="${ri(0.8 + rand() * 1.8)}"/>`,
    ).join('');
  switch (art.shape) {
    case 'seal':
      return (
        `<rect x="30" y="190" width="540" height="220" fill="#d8cdb4"/><rect x="46" y="204" width="508" height="192" fill="#f3e9d2"/>` +
        `<g fill="#c9a54a" opacity=".6">${flecks(46, 204, 508, 192)}</g>` +
        [...text]
          .map((ch, i) => `<text x="${480 - i * 118}" y="335" font-size="92">${esc(ch)}</text>`)
          .join('')
          .replace(/^/, `<g font-family="${CJK_SERIF}" fill="#1b1a17" text-anchor="middle">`) +
        '</g>' +
        columns('乙巳春晓岚书', 82, 214, 14, 6) +
        seal(72, 330, 20)
      );
    case 'fan': {
      const arc = (r: number, a: number) => [300 + r * Math.sin(a), 500 - r * Math.cos(a)].map((n) => ri(n)).join(' ');
      const [a0, a1] = [-1, 1];
      const chars = [...text];
      const cols = Math.ceil(chars.length / 4);
      const glyphs = chars
        .map((ch, i) => {
          const a = a1 - 0.12 - ((Math.floor(i / 4) + 0.5) / cols) * (a1 - a0 - 0.24);
          const [x, y] = arc(296 - (i % 4) * 36, a).split(' ');
          return `<text x="${x}" y="${y}" transform="rotate(${ri((a * 180) / Math.PI)} ${x} ${y})">${esc(ch)}</text>`;
        })
        .join('');
      return (
        `<defs><linearGradient id="fg" x1="0" x2="1"><stop offset="0" stop-color="#d8b46a"/><stop offset=".5" stop-color="#f4e2b0"/><stop offset="1" stop-color="#d2aa5c"/></linearGradient></defs>` +
        `<path d="M${arc(330, a0)}A330 330 0 0 1 ${arc(330, a1)}L${arc(130, a1)}A130 130 0 0 0 ${arc(130, a0)}Z" fill="url(#fg)" stroke="#8a6a2a"/>` +
        `<g font-family="${CJK_SERIF}" font-size="22" fill="#1b1a17" text-anchor="middle">${glyphs}</g>`
      );
    }
    case 'bookmark':
      return (
        `<defs><linearGradient id="br" x1="0" x2="1"><stop offset="0" stop-color="#a57c2c"/><stop offset=".4" stop-color="#f1d488"/><stop offset="1" stop-color="#9b7426"/></linearGradient></defs>` +
        `<rect x="240" y="80" width="120" height="420" rx="10" fill="url(#br)"/><circle cx="300" cy="112" r="9" fill="#f7f0e3"/>` +
        `<path d="M300 112q-30 -60 -10 -90" stroke="#a3282a" stroke-width="4" fill="none"/>` +
        columns(text, 300, 150, 56, 5, '#4a3410')
      );
    default:
      return (
        `<rect x="30" y="150" width="540" height="300" fill="#d9cfb6"/><rect x="50" y="166" width="500" height="268" fill="#efe4c0"/>` +
        `<g fill="#c9a54a" opacity=".7">${flecks(50, 166, 500, 268)}</g>` +
        columns(text, 520, 172, 38, 6, '#1b1a17', rand) +
        seal(70, 380, 24) +
        `<rect x="14" y="140" width="16" height="320" rx="6" fill="#4a2c1d"/>`
      );
  }
}

export function embroidery(art: Art, rand: Rand) {
  if (art.shape === 'screen') {
    const panel = (i: number) => {
      const x = 70 + i * 118;
      const houses = Array.from(
        { length: 2 },
        (_, k) =>
          `<rect x="${x + 14 + k * 50}" y="${250 + (k % 2) * 40}" width="26" height="20" fill="#f8f5ee"/><path d="M${x + 10 + k * 50} ${252 + (k % 2) * 40}l17 -12l17 12z" fill="#3b3b3b"/>`,
      ).join('');
      const people = Array.from(
        { length: 4 },
        () =>
          `<circle cx="${ri(x + 8 + rand() * 96)}" cy="${ri(330 + rand() * 40)}" r="3" fill="${['#c0392b', '#2e86c1', '#f1c40f', '#27ae60'][Math.floor(rand() * 4)]}"/>`,
      ).join('');
      return (
        `<rect x="${x - 8}" y="112" width="128" height="336" fill="#4a2616"/><rect x="${x}" y="120" width="112" height="320" fill="#f3ecdc"/>` +
        `<circle cx="${x + 56}" cy="180" r="${18 + i * 3}" fill="#8bb37a" opacity=".7"/><rect x="${x}" y="380" width="112" height="34" fill="#9cc1d6"/>` +
        houses +
        people +
        `<path d="M${x + 20} 400q20 8 40 0z" fill="#5b3a29"/>`
      );
    };
    return (
      [0, 1, 2, 3].map(panel).join('') +
      `<rect x="80" y="448" width="20" height="50" fill="#4a2616"/><rect x="500" y="448" width="20" height="50" fill="#4a2616"/>`
    );
  }
  if (art.shape === 'sunrise') {
    const stitches = Array.from({ length: 60 }, () => {
      const [x, y] = [150 + rand() * 300, 320 + rand() * 110];
      return `<path d="M${ri(x)} ${ri(y)}l${ri(8 + rand() * 18)} ${ri((rand() - 0.5) * 6)}"/>`;
    }).join('');
    return (
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fa7cf"/><stop offset=".55" stop-color="#f9d9a0"/><stop offset="1" stop-color="#f2a65a"/></linearGradient></defs>` +
      `<rect x="118" y="88" width="364" height="384" fill="#5b3a29"/><rect x="134" y="104" width="332" height="352" fill="url(#sky)"/>` +
      `<circle cx="330" cy="300" r="40" fill="#f4a236"/><rect x="134" y="310" width="332" height="146" fill="#52739a"/>` +
      `<g stroke="#f6c87a" stroke-width="2" opacity=".7">${stitches}</g>` +
      `<path d="M190 360q30 10 60 0zM380 380q24 8 48 0z" fill="#2b2b2b"/><path d="M220 360v-30M404 380v-22" stroke="#2b2b2b" stroke-width="2"/>` +
      `<g stroke="#3b4a2a" stroke-width="2">${Array.from({ length: 12 }, (_, i) => `<path d="M${140 + i * 6} 456q${ri(rand() * 10)} -60 ${ri(6 + rand() * 10)} -${ri(80 + rand() * 40)}"/>`).join('')}</g>`
    );
  }
  // a round fan with a cat and butterflies
  const butterfly = (x: number, y: number, c: string) =>
    `<g transform="translate(${x} ${y}) rotate(${ri((rand() - 0.5) * 40)})" fill="${c}"><ellipse cx="-9" rx="10" ry="7" transform="rotate(-30)"/><ellipse cx="9" rx="10" ry="7" transform="rotate(30)"/><ellipse ry="8" rx="1.6" fill="#333"/></g>`;
  return (
    `<defs><radialGradient id="silk" cx=".45" cy=".4"><stop offset="0" stop-color="#fffdf7"/><stop offset="1" stop-color="#eadfcb"/></radialGradient>` +
    `<radialGradient id="fur" cx=".4" cy=".35"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#a9a39a"/></radialGradient></defs>` +
    `<rect x="291" y="420" width="18" height="96" rx="6" fill="#4a2c1d"/><path d="M300 516v30" stroke="#b3261e" stroke-width="5"/>` +
    `<circle cx="300" cy="260" r="172" fill="url(#silk)" stroke="#5b3a29" stroke-width="12"/>` +
    `<g fill="#e79aa9"><circle cx="190" cy="350" r="26"/><circle cx="218" cy="372" r="20"/></g><path d="M200 380q10 30 40 46" stroke="#5c8a4a" stroke-width="4" fill="none"/>` +
    `<ellipse cx="300" cy="330" rx="58" ry="62" fill="url(#fur)"/><circle cx="300" cy="246" r="44" fill="url(#fur)"/>` +
    `<path d="M264 222l-6 -40l32 26zM336 222l6 -40l-32 26z" fill="#b9b2a7"/>` +
    `<g fill="#9bbf4c"><ellipse cx="284" cy="244" rx="9" ry="11"/><ellipse cx="316" cy="244" rx="9" ry="11"/></g><g fill="#111"><ellipse cx="284" cy="244" rx="2.5" ry="9"/><ellipse cx="316" cy="244" rx="2.5" ry="9"/></g>` +
    `<path d="M296 262l4 5l4 -5z" fill="#d98c8c"/><g stroke="#7a746b" stroke-width="2" fill="none"><path d="M270 300q30 12 60 0M266 326q34 14 68 0M270 352q30 12 60 0"/><path d="M356 360q50 10 40 -50"/></g>` +
    butterfly(380, 170, '#f2c14e') +
    butterfly(410, 215, '#e58fa3')
  );
}
