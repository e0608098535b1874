// Regenerates seeds/media from the seed data: `npx tsx seeds/make-media.ts`.
// Every image is a small hand-drawn SVG (see seeds/art/); the output is committed.
// The two audio files of treasure 1 are made only when missing, or with `--audio`
// (needs espeak-ng, and lame or sox: `apt-get install -y espeak-ng lame sox`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { itemAt, valueAt } from '../contract/present.ts';
import { type CertificateTheme, certificate, seal } from './art/documents.ts';
import { channelLogo, newsCover, skin, viewer3d } from './art/misc.ts';
import { bronze, cup, jade, lacquer, plate, scarf, teapot, vase } from './art/objects.ts';
import { calligraphy, embroidery, ink, kesi, plaque } from './art/paintings.ts';
import { avatar, museum, portrait } from './art/people.ts';
import { backdrop, framing, rng, svg } from './art/svg.ts';
import { artistCertificates } from './records/artist-certificates.ts';
import { CHANNELS } from './records/channels.ts';
import { collectors } from './records/collectors.ts';
import { derivatives } from './records/derivatives.ts';
import { masters } from './records/masters.ts';
import { news } from './records/news.ts';
import { PEOPLE } from './records/people.ts';
import { treasures } from './records/treasures.ts';
import type { Art, ArtKind } from './records/types.ts';
import { users } from './records/users.ts';

const ROOT = fileURLToPath(new URL('./media/', import.meta.url));
const GENERATED = ['treasures', 'certificates', 'artists', 'avatars', 'channels', 'news', 'skins', 'seals', '3d'];

const written: string[] = [];
function put(url: string, content: string) {
  if (!url.startsWith('/media/')) throw new Error(`not a media url: ${url}`);
  const file = join(ROOT, url.slice('/media/'.length));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push(file);
}

const DRAW: Record<ArtKind, (art: Art, rand: () => number) => string> = {
  vase,
  plate,
  cup,
  jade,
  teapot,
  bronze,
  lacquer,
  scarf,
  ink,
  plaque,
  kesi,
  calligraphy,
  embroidery,
};

/** One view of a treasure: the same object (same random seed) in four framings and moods. */
const picture = (art: Art, seed: number, variant: number, title: string) =>
  svg(600, 600, backdrop(variant) + framing(variant, DRAW[art.kind](art, rng(seed))), title);

for (const dir of GENERATED) rmSync(join(ROOT, dir), { recursive: true, force: true });

// Treasures: pictures, detail uploads, certificates, related certificates, 3D pages
const identities = new Map([...masters, ...collectors].map((a) => [a.id, a]));
for (const t of treasures) {
  t.pictures.forEach((url, i) => {
    put(url, picture(t.art, t.id, i, t.name_intl));
  });
  (t.detail_info ?? []).forEach((url, i) => {
    put(url, picture(t.art, t.id, i + 1, `${t.name_intl} (detail)`));
  });
  const who = identities.get(t.artist_id)!;
  const role = who.type === 1 ? '作者 Author' : who.is_collector_inst ? '收藏机构 Institution' : '藏家 Collector';
  const rows: [string, string][] = [
    ['珍宝编码 Treasure code', t.serial_number],
    ['区块链哈希 Blockchain hash', t.uuid],
    [role, `${who.name} ${who.name_intl}`],
  ];
  if (t.certificate) {
    put(
      t.certificate,
      certificate({
        title: '珍宝证书',
        title_intl: 'Certificate of Treasure',
        name: t.name,
        name_intl: t.name_intl,
        rows,
        date: `Issued ${t.manufacturing_date}`,
      }),
    );
  }
  (t.certificates ?? []).forEach((c, i) => {
    put(
      c.pic,
      certificate({
        title: c.content,
        title_intl: c.content_intl,
        name: t.name,
        name_intl: t.name_intl,
        rows: rows.slice(0, 1).concat(rows.slice(2)),
        theme: (['jade', 'blue', 'gold'] as CertificateTheme[])[i % 3],
      }),
    );
  });
  if (t.dimensional_href) {
    put(
      t.dimensional_href,
      viewer3d(t.name, t.name_intl, t.serial_number, [...t.pictures, t.certificate || itemAt(t.pictures, 0)]),
    );
  }
}
for (const d of derivatives)
  d.pictures.forEach((url, i) => {
    put(url, picture(d.art, d.id * 1000, i, d.name_intl));
  });

// Masters, collectors and the institution: photos, seals, celebrity certificates
const SEAL_TEXT: Record<number, string> = { 301: '杭艺馆藏' };
for (const a of identities.values()) {
  put(a.pic!, a.id === 301 ? museum(a.name, a.name_intl) : portrait(a.name, a.name_intl, a.gender, `artist-${a.id}`));
  if (a.sign) {
    const chars = [...a.name];
    const text = SEAL_TEXT[a.id] ?? (chars.length === 2 ? `${a.name}之印` : `${a.name}印`);
    put(a.sign, seal(text, a.id % 2 ? 'red' : 'white'));
  }
}
for (const c of artistCertificates) {
  const a = identities.get(c.artist_id)!;
  put(
    c.pic,
    certificate({
      title: c.content.replace(/（.*）$/, ''),
      title_intl: c.content_intl.replace(/, certificate.*$| certificate$/, ''),
      name: a.name,
      name_intl: a.name_intl,
      rows: [
        ['持证人 Holder', `${a.name} ${a.name_intl}`],
        ['证书编号 No.', `CAC-${c.artist_id}-${String(c.id).padStart(4, '0')}`],
      ],
      theme: 'blue',
    }),
  );
}

// The 3D pages' script (a served file: the CSP runs no inline script)
put('/media/3d/turn.js', readFileSync(fileURLToPath(new URL('./art/turn-3d.js', import.meta.url)), 'utf8'));

// Avatars of users and of the people in holder and transfer records
for (const u of users) put(u.avatar!, avatar(u.nickname, u.code));
for (const p of Object.values(PEOPLE))
  if (p.avatar.startsWith('/media/avatars/')) put(p.avatar, avatar(p.name, p.avatar));

// Promotion channels, privacy skins, news covers
for (const c of Object.values(CHANNELS)) put(c.pl_pic, channelLogo(c.key, `${c.name} ${c.name_intl}`));
for (const t of treasures) for (const img of t.privacy_skin?.image_info ?? []) put(img.url, skin(img.position));
const NEWS_ART: Record<number, [Art, number]> = {
  101: [{ kind: 'vase', shape: 'meiping', tone: 'blue' }, 215],
  102: [{ kind: 'ink', shape: 'huangshan' }, 40],
  103: [{ kind: 'jade', shape: 'boulder', tone: 'green' }, 120],
  104: [{ kind: 'embroidery', shape: 'cat' }, 340],
  106: [{ kind: 'teapot', shape: 'xishi', tone: 'zhuni' }, 20],
  107: [{ kind: 'calligraphy', shape: 'seal', text: '兰亭' }, 45],
  108: [{ kind: 'bronze', shape: 'ding' }, 150],
  301: [{ kind: 'kesi' }, 190],
};
for (const n of news) {
  const [art, hue] = valueAt(NEWS_ART, n.artist_id);
  put(n.pic!, newsCover(DRAW[art.kind](art, rng(n.id)), hue, identities.get(n.artist_id)!.name));
}

// Audio of treasure 1 (committed; regenerated only when missing or with --audio)
const t1 = treasures.find((t) => t.id === 1)!;
const narration: [string, string, string][] = [
  [t1.audio!, 'cmn', [t1.name, ...t1.description!.split('\n').filter((_, i) => [0, 2, 8].includes(i))].join('。')],
  [
    t1.audio_intl!,
    'en',
    [t1.name_intl, ...t1.description_intl!.split('\n').filter((_, i) => [0, 2, 8].includes(i))].join(' '),
  ],
];
for (const [url, voice, text] of narration) {
  const file = join(ROOT, url.slice('/media/'.length));
  if (existsSync(file) && !process.argv.includes('--audio')) continue;
  mkdirSync(dirname(file), { recursive: true });
  const wav = join(tmpdir(), `narration-${voice}.wav`);
  execFileSync('espeak-ng', ['-v', voice, '-s', voice === 'en' ? '150' : '165', '-w', wav, text]);
  if (file.endsWith('.mp3')) {
    execFileSync('lame', ['--quiet', '-m', 'm', '-b', '16', '--resample', '16', wav, file]);
  } else {
    execFileSync('sox', [wav, '-r', '16000', '-c', '1', '-b', '8', file]);
  }
  console.log(`audio: ${url} (${statSync(file).size} bytes)`);
}

// Report
const sizes = written.map((f) => statSync(f).size);
const big = written.filter((f, i) => f.endsWith('.svg') && itemAt(sizes, i) > 4096);
console.log(`wrote ${written.length} files, largest ${Math.max(...sizes)} bytes`);
for (const dir of readdirSync(ROOT)) console.log(`  ${dir}: ${readdirSync(join(ROOT, dir)).length}`);
if (big.length) console.log(`over 4 KB: ${big.map((f) => f.slice(ROOT.length)).join(', ')}`);
