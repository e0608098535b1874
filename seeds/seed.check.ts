// Sanity check of the seed: `npx tsx seeds/seed.check.ts`. Seeds an in-memory database twice,
// prints row counts and timing, and asserts the fixture facts listed in seeds/README.md.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { openDatabase } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { seedDatabase } from './seed.ts';

const db = openDatabase(':memory:');
const sqlite = db.$client;
// biome-ignore lint/suspicious/noExplicitAny: raw rows of any table, read by column name
const all = (sql: string, ...args: unknown[]) => sqlite.prepare(sql).all(...args) as Record<string, any>[];
// biome-ignore lint/suspicious/noExplicitAny: raw rows of any table, read by column name
const one = (sql: string, ...args: unknown[]) => sqlite.prepare(sql).get(...args) as Record<string, any>;

const tables = Object.values(schema)
  .filter((v) => is(v, SQLiteTable))
  .map((table) => getTableConfig(table as SQLiteTable).name);
const dump = () =>
  JSON.stringify(
    tables.map((name) =>
      all(`SELECT * FROM ${name}`)
        .map((r) => JSON.stringify(r))
        .sort(),
    ),
  );

const times: number[] = [];
let first = '';
for (let i = 0; i < 3; i++) {
  const start = performance.now();
  seedDatabase(db);
  times.push(performance.now() - start);
  if (i === 0) first = dump();
}
assert.equal(dump(), first, 'seeding again changes nothing');
console.log(`seedDatabase: ${times.map((ms) => ms.toFixed(1)).join(' ms, ')} ms`);
for (const name of tables) console.log(`${name.padEnd(20)} ${one(`SELECT count(*) AS n FROM ${name}`).n}`);
assert.equal((sqlite.pragma('foreign_key_check') as unknown[]).length, 0, 'foreign keys hold');

// Personas
const user = (code: string) => one('SELECT * FROM users WHERE code = ?', code);
const artist = (id: number) => one('SELECT * FROM artists WHERE id = ?', id);
const personas = all("SELECT code FROM users WHERE code LIKE 'demo-%'")
  .map((r) => r.code)
  .sort();
assert.deepEqual(personas, [
  'demo-assistant',
  'demo-collector',
  'demo-institution',
  'demo-master',
  'demo-master-noinfo',
  'demo-master-nosign',
  'demo-master-pending',
  'demo-newphone',
  'demo-salesman',
  'demo-salesman-basic',
  'demo-visitor',
]);
assert.ok(all('SELECT * FROM users').every((u) => u.nickname && u.avatar.startsWith('/media/avatars/')));
assert.equal(user('demo-visitor').is_artist, 0);
assert.equal(user('demo-visitor').artist_id, null);
const master = user('demo-master');
assert.equal(master.artist_id, 101);
assert.equal(master.is_artist, 1);
assert.equal(master.compete_status, 2);
const a101 = artist(101);
assert.equal(a101.name, '李明远');
assert.equal(a101.name_intl, 'Li Mingyuan');
assert.ok(a101.sign && a101.sign_password_hash && a101.birthday && a101.gender !== null && a101.status === 0);
assert.equal(user('demo-master-nosign').artist_id, 102);
assert.equal(artist(102).sign_password_hash, null);
assert.ok(artist(102).birthday && artist(102).gender !== null);
assert.equal(user('demo-master-noinfo').artist_id, 103);
assert.equal(user('demo-master-noinfo').info_status, 0);
assert.ok(artist(103).sign && artist(103).birthday === null && artist(103).gender === null);
assert.equal(artist(user('demo-master-pending').artist_id).status, 4);
assert.equal(user('demo-master-pending').is_artist, 1);
const assistant = user('demo-assistant');
assert.equal(assistant.is_artist, 0);
assert.equal(assistant.artist_id, 101);
assert.equal(assistant.artist_user_id, master.id);
assert.equal(assistant.can_more_help, 1);
assert.deepEqual(
  all('SELECT artist_id FROM assistant_links WHERE assistant_user_id = ? ORDER BY 1', assistant.id).map(
    (r) => r.artist_id,
  ),
  [101, 104],
);
assert.equal(artist(104).name, '陈雨');
assert.equal(user('demo-collector').collector_id, 201);
assert.deepEqual([artist(201).name, artist(201).type], ['王芳', 2]);
assert.equal(user('demo-institution').collector_id, 301);
assert.deepEqual(
  [artist(301).name_intl, artist(301).type, artist(301).is_collector_inst],
  ['Hangzhou Art Museum', 2, 1],
);
assert.equal(one('SELECT auth FROM salesmen WHERE id = ?', user('demo-salesman').bind_salesman_id).auth, 1);
assert.equal(one('SELECT auth FROM salesmen WHERE id = ?', user('demo-salesman-basic').bind_salesman_id).auth, 0);
assert.deepEqual([user('demo-newphone').needs_phone, user('demo-newphone').phone], [1, '']);
assert.ok(
  all("SELECT code FROM users WHERE persona_note = '' OR persona_note_intl = ''").every(
    (u) => !u.code.startsWith('demo-'),
  ),
);

// Treasures
const fixtures: [number, string, string][] = [
  [1, 'WC202600001', '2f411ecfb0588f7fc5749070f8238caf'],
  [2, 'WC202600002', '89641f5460a42031d02c0a995c107f96'],
  [3, 'WC202600003', 'ea32f730c1999ca52d63d8c96d624272'],
  [4, 'WC202600004', '25fb3377867baafc336db073b5c2fe88'],
  [5, 'WC202600005', '2d68cc5302549664884e9bc4f19c7bf0'],
  [6, 'WC202600006', '388d90850d9c404365cb6bfda8b91b68'],
  [9, 'WC202600009', '3ac8ece614e123620ca933c9110c88c6'],
  [785, 'WC202600785', '875630c1c84dde95b0030090bb6415dd'],
];
for (const [id, serial, uuid] of fixtures) {
  const g = one('SELECT serial_number, uuid FROM goods WHERE id = ?', id);
  assert.deepEqual([g.serial_number, g.uuid], [serial, uuid], `treasure ${id}`);
}
const goods = all('SELECT * FROM goods');
assert.ok(goods.length >= 24);
for (const g of goods) {
  assert.match(g.serial_number, /^WC\d{9}$/);
  assert.match(g.uuid, /^[0-9a-f]{32}$/);
  const pictures = JSON.parse(g.pictures) as string[];
  assert.ok(pictures.length >= 2 && pictures.length <= 4, `treasure ${g.id} has 2-4 pictures`);
  assert.ok(one('SELECT count(*) AS n FROM goods_data_lines WHERE goods_id = ?', g.id).n >= 2);
}
for (const table of ['goods', 'derivatives']) {
  assert.equal(
    one(`SELECT count(*) AS n FROM ${table} WHERE serial_number = 'WC299999999' OR uuid = 'WC299999999'`).n,
    0,
  );
}
const g1 = goods.find((g) => g.id === 1)!;
// biome-ignore lint/suspicious/noExplicitAny: a raw goods row
const level = (g: Record<string, any>) => one('SELECT * FROM levels WHERE id = ?', g.level_id);
assert.deepEqual([level(g1).name_intl, level(g1).is_rare], ['rare', 1]);
assert.deepEqual(
  [g1.artist_id, g1.price, g1.is_can_buy, g1.audio_status, g1.audio_status_intl, g1.audio_type],
  [101, 1280000, 1, 2, 2, 1],
);
assert.ok(g1.certificate && g1.dimensional_href.startsWith('/media/3d/') && g1.audio && g1.audio_intl);
for (const col of ['honor', 'honor_intl']) assert.equal(g1[col].split('\n').length, 8, col);
for (const col of ['description', 'description_intl']) assert.equal(g1[col].split('\n').length, 9, col);
const count = (table: string, goodsId: number) =>
  one(`SELECT count(*) AS n FROM ${table} WHERE goods_id = ?`, goodsId).n;
assert.equal(count('goods_certificates', 1), 3);
assert.equal(count('transfer_records', 1), 3);
assert.equal(count('goods_channels', 1), 3);
assert.equal(count('goods_data_lines', 1), 5);
assert.equal(one('SELECT status FROM holders WHERE goods_id = 1').status, 1);
const curve = all('SELECT price FROM valuations WHERE goods_id = 1 ORDER BY valued_at').map((r) => r.price);
assert.ok(curve.length >= 10 && curve.length <= 14 && curve.at(-1) === 1280000);
assert.ok(
  curve.every((p, i) => i === 0 || p >= curve[i - 1]),
  'valuations rise',
);

const g2 = goods.find((g) => g.id === 2)!;
assert.deepEqual([g2.certificate, g2.price, g2.is_can_buy, count('holders', 2)], ['', 0, 0, 0]);
const coAuthors = all('SELECT name, name_intl FROM goods_co_authors WHERE goods_id = 2 ORDER BY sort');
assert.equal(coAuthors.length, 3);
assert.ok(coAuthors.map((c) => c.name).join('、').length > 14);
assert.ok(coAuthors.map((c) => c.name_intl).join(', ').length > 14);

const g3 = goods.find((g) => g.id === 3)!;
assert.deepEqual([g3.artist_id, g3.audio_type, g3.audio_status], [201, 0, 0]);
assert.deepEqual(one('SELECT status, collector_id, name FROM holders WHERE goods_id = 3'), {
  status: 1,
  collector_id: 201,
  name: '王芳',
});
assert.equal(artist(201).audio_count, 1);
assert.equal(a101.audio_count, 0);
assert.equal(goods.find((g) => g.id === 4)!.artist_id, 301);
assert.equal(one('SELECT collector_id FROM holders WHERE goods_id = 4').collector_id, 301);
const g5 = goods.find((g) => g.id === 5)!;
const skin = JSON.parse(g5.privacy_skin);
assert.ok(skin.image_info.length >= 2 && skin.font_css.title_color);
assert.ok([...g5.name].length >= 13 && g5.name_intl.length > 40);
assert.equal(goods.find((g) => g.id === 6)!.artist_id, 104);
assert.equal(one('SELECT status FROM holders WHERE goods_id = 6').status, 3);
assert.equal(goods.find((g) => g.id === 9)!.published, 0);
const g785 = goods.find((g) => g.id === 785)!;
assert.deepEqual([g785.is_unit, g785.published], [1, 1]);

const of101 = goods.filter((g) => g.artist_id === 101 && g.published === 1);
assert.ok(of101.length >= 6);
assert.ok(of101.filter((g) => g.is_recommend === 1).length > 4, 'two pages of recommended treasures');
assert.equal(one('SELECT count(*) AS n FROM news WHERE artist_id = 101').n, 3);
assert.equal(one('SELECT count(*) AS n FROM artist_certificates WHERE artist_id = 101').n, 2);
assert.ok(a101.honor.split('\n').length >= 3);
assert.ok(all("SELECT name FROM artists WHERE type = 1 AND name LIKE '李明%'").length >= 2);
assert.ok(one('SELECT count(*) AS n FROM artists WHERE type = 1 AND id > 105').n >= 2);

const dv = one("SELECT * FROM derivatives WHERE serial_number = 'DV0001'");
assert.equal(dv.goods_id, 1);
for (const d of all('SELECT * FROM derivatives')) {
  assert.notEqual(d.serial_number.length, 11);
  assert.match(d.uuid, /^[0-9a-f]{32}$/);
}

// Other records
const words = all('SELECT word FROM sensitive_words').map((r) => r.word);
assert.ok(words.includes('赌博') && words.includes('scam'));
const notices = all('SELECT * FROM notices WHERE app_type = 1 AND active = 1');
assert.equal(notices.length, 1);
const [notice] = notices;
assert.ok(notice);
for (const col of ['content', 'content_intl']) {
  assert.ok(notice[col].includes('<img src=x onerror="window.__xss=1">'));
  assert.ok(
    /<p>/.test(notice[col]) && /<strong>/.test(notice[col]) && /<a href=/.test(notice[col]) && /<li>/.test(notice[col]),
  );
}
assert.ok(one('SELECT count(*) AS n FROM help_texts').n >= 5);
assert.ok(one('SELECT count(*) AS n FROM audio_rules WHERE id = 1').n === 1);

// The master tools' records: every review state, 90 days of statistics, at most four recommended.
assert.deepEqual(
  all('SELECT DISTINCT status FROM work_submissions WHERE artist_id = 101 ORDER BY 1').map((r) => r.status),
  [0, 1, 2, 3, 4],
);
for (const id of [101, 104, 106])
  assert.ok(one('SELECT count(*) AS n FROM daily_stats WHERE artist_id = ?', id).n >= 90, `daily stats of ${id}`);
assert.ok(all('SELECT count(*) AS n FROM recommended_collection GROUP BY artist_id').every((r) => r.n <= 4));
// The showcase master has followers, none of them himself or the personas the tests follow with;
// the statistics' new followers are the follows made in their days.
assert.ok(one('SELECT count(*) AS n FROM follows WHERE artist_id = 101').n >= 5, 'followers of 101');
assert.equal(
  one(
    "SELECT count(*) AS n FROM follows f JOIN users u ON u.id = f.user_id WHERE f.artist_id = 101 AND u.code IN ('demo-master', 'demo-visitor', 'demo-salesman')",
  ).n,
  0,
);
for (const { artist_id: id } of all('SELECT DISTINCT artist_id FROM daily_stats'))
  assert.equal(
    one('SELECT coalesce(sum(followers), 0) AS n FROM daily_stats WHERE artist_id = ?', id).n,
    one(
      'SELECT count(*) AS n FROM follows WHERE artist_id = ? AND substr(created_at, 1, 10) >= (SELECT min(day) FROM daily_stats)',
      id,
    ).n,
    `new followers of ${id}`,
  );
assert.deepEqual(
  all('SELECT code FROM salesmen ORDER BY id').map((r) => r.code),
  ['ZB7K3QM9XD', 'ZB4HWR8T2P', 'ZB9FN6VJ3C'],
);
assert.equal(
  one(
    'SELECT count(*) AS n FROM authorisations WHERE artist_id = 101 AND status = 1 AND assistant_user_id = ?',
    assistant.id,
  ).n,
  1,
);

// Every text with an _intl twin is filled in both languages; English has no Chinese characters.
const CJK = /[\u3400-\u9fff]/;
for (const name of tables) {
  for (const row of all(`SELECT * FROM ${name}`)) {
    for (const key of Object.keys(row).filter((k) => k.endsWith('_intl') && !k.startsWith('audio'))) {
      const zh = row[key.slice(0, -5)];
      if (key === 'persona_note_intl' && zh === '') continue;
      // a reviewer's note exists only for works that failed review or were blocked
      if (key === 'review_note_intl' && zh === '' && row[key] === '') continue;
      assert.ok(zh && row[key], `${name}.${key} filled (${JSON.stringify(row).slice(0, 80)})`);
      assert.ok(!CJK.test(row[key]), `${name}.${key} is English: ${row[key]}`);
    }
  }
}

// Every media URL stored points at a file of seeds/media; nothing points outside.
const mediaDir = fileURLToPath(new URL('./media/', import.meta.url));
const text = dump();
const urls = new Set(text.match(/\/media\/[\w./-]+/g));
for (const url of urls) assert.ok(existsSync(mediaDir + url.slice('/media/'.length)), `missing ${url}`);
const remote = text.match(/https?:\/\/[^"\\]+/g) ?? [];
assert.ok(
  remote.every((u) => /^https:\/\/([\w-]+\.)*example\.(com|cn)\//.test(u)),
  `remote urls: ${remote.join(' ')}`,
);
console.log(`media urls checked: ${urls.size}`);
console.log('seed check: all assertions passed');
