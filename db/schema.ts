// The mock's tables. Column names are the API's field names (snake_case), so a row reads
// like the answer it becomes. Run `npm run db:generate` after a change here.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const json = <T>(name: string) => text(name, { mode: 'json' }).$type<T>();
const createdAt = () => text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

/** Masters, collectors and institutions: one identity table (type 1 author, 2 collector). */
export const artists = sqliteTable('artists', {
  id: integer('id').primaryKey(),
  type: integer('type').notNull().default(1),
  is_collector_inst: integer('is_collector_inst').notNull().default(0),
  name: text('name').notNull(),
  name_intl: text('name_intl').notNull(),
  title: text('title').notNull().default(''),
  title_intl: text('title_intl').notNull().default(''),
  pic: text('pic').notNull().default(''),
  content: text('content').notNull().default(''),
  content_intl: text('content_intl').notNull().default(''),
  honor: text('honor').notNull().default(''),
  honor_intl: text('honor_intl').notNull().default(''),
  birthday: text('birthday'),
  gender: integer('gender'),
  /** 0 default; -1 not yet an artist; 4 pending (treated as -1) */
  status: integer('status').notNull().default(0),
  sign: text('sign'),
  sign_password_hash: text('sign_password_hash'),
  /** activations of AI voice the owner has left */
  audio_count: integer('audio_count').notNull().default(0),
});

export const artistCertificates = sqliteTable(
  'artist_certificates',
  {
    id: integer('id').primaryKey(),
    artist_id: integer('artist_id')
      .notNull()
      .references(() => artists.id),
    sort: integer('sort').notNull().default(0),
    pic: text('pic').notNull(),
    content: text('content').notNull(),
    content_intl: text('content_intl').notNull(),
  },
  (t) => [index('artist_certificates_artist').on(t.artist_id)],
);

export const salesmen = sqliteTable('salesmen', {
  id: integer('id').primaryKey(),
  /** what a user types to bind this salesman (/banding) */
  code: text('code').unique(),
  /** the salesman's own account: the only user who sees the bank details and all statistics */
  user_id: integer('user_id').unique(),
  name: text('name').notNull(),
  auth: integer('auth').notNull().default(0),
  bank_account: text('bank_account').notNull().default(''),
  bank_duty_number: text('bank_duty_number').notNull().default(''),
  bank_name: text('bank_name').notNull().default(''),
  company_name: text('company_name').notNull().default(''),
});

export const users = sqliteTable('users', {
  id: integer('id').primaryKey(),
  /** the messaging app's auth code that logs this persona in (the demo personas, seeds/README.md) */
  code: text('code').notNull().unique(),
  nickname: text('nickname').notNull(),
  /** the nickname in English, when the user has one (shown in the English interface) */
  nickname_intl: text('nickname_intl').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  phone: text('phone').notNull().default(''),
  /** 1 until a phone number is bound: nt then answers code -1 */
  needs_phone: integer('needs_phone').notNull().default(0),
  is_artist: integer('is_artist').notNull().default(0),
  /** the identity the user acts as: a master's own, or the master an assistant currently helps */
  artist_id: integer('artist_id').references(() => artists.id),
  /** set while the user assists: the user of the master they currently help */
  artist_user_id: integer('artist_user_id'),
  /** a master's own author identity, which artist_id returns to when they stop assisting another master */
  own_artist_id: integer('own_artist_id').references(() => artists.id),
  collector_id: integer('collector_id').references(() => artists.id),
  can_more_help: integer('can_more_help').notNull().default(0),
  info_status: integer('info_status').notNull().default(0),
  compete_status: integer('compete_status').notNull().default(0),
  bind_salesman_id: integer('bind_salesman_id').references(() => salesmen.id),
  /** for the persona picker of the imitated OAuth page */
  persona_note: text('persona_note').notNull().default(''),
  persona_note_intl: text('persona_note_intl').notNull().default(''),
});

/** The masters an assistant may work for. */
export const assistantLinks = sqliteTable(
  'assistant_links',
  {
    assistant_user_id: integer('assistant_user_id')
      .notNull()
      .references(() => users.id),
    artist_id: integer('artist_id')
      .notNull()
      .references(() => artists.id),
    artist_user_id: integer('artist_user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.assistant_user_id, t.artist_id] })],
);

export const levels = sqliteTable('levels', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  name_intl: text('name_intl').notNull(),
  is_rare: integer('is_rare').notNull().default(0),
});

export const goods = sqliteTable(
  'goods',
  {
    id: integer('id').primaryKey(),
    serial_number: text('serial_number').notNull().unique(),
    uuid: text('uuid').notNull().unique(),
    name: text('name').notNull(),
    name_intl: text('name_intl').notNull(),
    artist_id: integer('artist_id')
      .notNull()
      .references(() => artists.id),
    /** 0: not published, goods/info answers code -1 */
    published: integer('published').notNull().default(1),
    is_unit: integer('is_unit').notNull().default(0),
    pictures: json<string[]>('pictures').notNull(),
    dimensional_href: text('dimensional_href').notNull().default(''),
    detail_info: json<string[]>('detail_info').notNull().default(sql`'[]'`),
    detail_status: integer('detail_status').notNull().default(0),
    manufacturing_date: text('manufacturing_date'),
    certificate: text('certificate').notNull().default(''),
    level_id: integer('level_id')
      .notNull()
      .references(() => levels.id),
    collect_num: integer('collect_num').notNull().default(0),
    privacy_skin: json<{
      image_info: { url: string; position: 'top' | 'middle' | 'bottom' }[];
      font_css: { title_color: string; text_color: string; accent_color: string };
    }>('privacy_skin'),
    honor: text('honor').notNull().default(''),
    honor_intl: text('honor_intl').notNull().default(''),
    description: text('description').notNull().default(''),
    description_intl: text('description_intl').notNull().default(''),
    price: real('price').notNull().default(0),
    is_recommend: integer('is_recommend').notNull().default(0),
    is_can_buy: integer('is_can_buy').notNull().default(0),
    audio_type: integer('audio_type').notNull().default(0),
    audio_status: integer('audio_status').notNull().default(0),
    audio_status_intl: integer('audio_status_intl').notNull().default(0),
    audio: text('audio').notNull().default(''),
    audio_intl: text('audio_intl').notNull().default(''),
    browse_num: integer('browse_num').notNull().default(0),
    share_num: integer('share_num').notNull().default(0),
    like_num: integer('like_num').notNull().default(0),
    save_num: integer('save_num').notNull().default(0),
    /** customised introduction shown instead of the artist's own (artist_edit) */
    artist_edit: json<Record<string, unknown>>('artist_edit'),
  },
  (t) => [index('goods_artist').on(t.artist_id)],
);

/** The treasure data list (`info[]`). */
export const goodsDataLines = sqliteTable(
  'goods_data_lines',
  {
    id: integer('id').primaryKey(),
    goods_id: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    sort: integer('sort').notNull().default(0),
    label: text('label').notNull(),
    label_intl: text('label_intl').notNull(),
    value: text('value').notNull(),
    value_intl: text('value_intl').notNull(),
  },
  (t) => [index('goods_data_lines_goods').on(t.goods_id)],
);

/** Related certificates (`certificate_info[]`). */
export const goodsCertificates = sqliteTable(
  'goods_certificates',
  {
    id: integer('id').primaryKey(),
    goods_id: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    sort: integer('sort').notNull().default(0),
    pic: text('pic').notNull(),
    content: text('content').notNull(),
    content_intl: text('content_intl').notNull(),
  },
  (t) => [index('goods_certificates_goods').on(t.goods_id)],
);

/** Promotion channels (`spread_info`). */
export const goodsChannels = sqliteTable(
  'goods_channels',
  {
    id: integer('id').primaryKey(),
    goods_id: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    name_intl: text('name_intl').notNull(),
    info: text('info').notNull(),
    info_intl: text('info_intl').notNull(),
    pl_pic: text('pl_pic').notNull(),
  },
  (t) => [uniqueIndex('goods_channels_key').on(t.goods_id, t.key)],
);

/** Co-authors (`link_artist[]`). */
export const goodsCoAuthors = sqliteTable(
  'goods_co_authors',
  {
    id: integer('id').primaryKey(),
    goods_id: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    sort: integer('sort').notNull().default(0),
    name: text('name').notNull(),
    name_intl: text('name_intl').notNull(),
    artist_id: integer('artist_id').references(() => artists.id),
  },
  (t) => [index('goods_co_authors_goods').on(t.goods_id)],
);

/** Holder certification (`collector`): status 1 or 3 counts as certified. */
export const holders = sqliteTable('holders', {
  goods_id: integer('goods_id')
    .primaryKey()
    .references(() => goods.id),
  status: integer('status').notNull(),
  name: text('name').notNull(),
  name_intl: text('name_intl').notNull(),
  avatar: text('avatar').notNull().default(''),
  price: real('price').notNull().default(0),
  collector_id: integer('collector_id').references(() => artists.id),
});

export const transferRecords = sqliteTable(
  'transfer_records',
  {
    id: integer('id').primaryKey(),
    goods_id: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    from_name: text('from_name').notNull(),
    from_name_intl: text('from_name_intl').notNull(),
    to_name: text('to_name').notNull(),
    to_name_intl: text('to_name_intl').notNull(),
    price: real('price').notNull().default(0),
    transferred_at: text('transferred_at').notNull(),
  },
  (t) => [index('transfer_records_goods').on(t.goods_id)],
);

/** The valuation curve of /grap/{id}. */
export const valuations = sqliteTable(
  'valuations',
  {
    id: integer('id').primaryKey(),
    goods_id: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    valued_at: text('valued_at').notNull(),
    price: real('price').notNull(),
  },
  (t) => [index('valuations_goods').on(t.goods_id)],
);

export const derivatives = sqliteTable('derivatives', {
  id: integer('id').primaryKey(),
  goods_id: integer('goods_id')
    .notNull()
    .references(() => goods.id),
  serial_number: text('serial_number').notNull().unique(),
  uuid: text('uuid').notNull().unique(),
  name: text('name').notNull(),
  name_intl: text('name_intl').notNull(),
  description: text('description').notNull().default(''),
  description_intl: text('description_intl').notNull().default(''),
  pictures: json<string[]>('pictures').notNull(),
  price: real('price').notNull().default(0),
});

export const news = sqliteTable(
  'news',
  {
    id: integer('id').primaryKey(),
    artist_id: integer('artist_id')
      .notNull()
      .references(() => artists.id),
    title: text('title').notNull(),
    title_intl: text('title_intl').notNull(),
    url: text('url').notNull(),
    pic: text('pic').notNull().default(''),
    published_at: text('published_at').notNull(),
  },
  (t) => [index('news_artist').on(t.artist_id)],
);

// What users do. The unique indexes are the rules: a like counts once, a purchase request is
// sent once, whatever the client does and however many requests race.
export const likes = sqliteTable(
  'likes',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    goods_id: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.goods_id] })],
);

export const saves = sqliteTable(
  'saves',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    goods_id: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.goods_id] })],
);

export const follows = sqliteTable(
  'follows',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    artist_id: integer('artist_id')
      .notNull()
      .references(() => artists.id),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.artist_id] })],
);

export const purchaseRequests = sqliteTable(
  'purchase_requests',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    goods_id: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    price: integer('price').notNull(),
    content: text('content').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('purchase_requests_once').on(t.user_id, t.goods_id)],
);

export const audioRules = sqliteTable('audio_rules', {
  id: integer('id').primaryKey(),
  /** yuan */
  money: real('money').notNull(),
  name: text('name').notNull(),
  name_intl: text('name_intl').notNull(),
});

export const orders = sqliteTable('orders', {
  id: integer('id').primaryKey(),
  order_no: text('order_no').notNull().unique(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id),
  goods_id: integer('goods_id')
    .notNull()
    .references(() => goods.id),
  rule_id: integer('rule_id')
    .notNull()
    .references(() => audioRules.id),
  money: real('money').notNull(),
  /** 0 waiting, 1 paid, 2 failed */
  status: integer('status').notNull().default(0),
  created_at: createdAt(),
});

export const helpTexts = sqliteTable('help_texts', {
  key: text('key').primaryKey(),
  content: text('content').notNull(),
  content_intl: text('content_intl').notNull(),
});

export const notices = sqliteTable('notices', {
  id: integer('id').primaryKey(),
  app_type: integer('app_type').notNull(),
  title: text('title').notNull(),
  title_intl: text('title_intl').notNull(),
  content: text('content').notNull(),
  content_intl: text('content_intl').notNull(),
  user_range: integer('user_range').notNull().default(0),
  active: integer('active').notNull().default(1),
});

export const sensitiveWords = sqliteTable('sensitive_words', {
  word: text('word').primaryKey(),
});

// ---------------------------------------------------------------------------------------
// Records of the screens whose calls the spec does not show (provisional calls).

/** Reports (/report) and violation reports (/adtiViolation) about a treasure. */
export const reports = sqliteTable(
  'reports',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    goods_id: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    /** 'report' or 'violation' */
    kind: text('kind').notNull(),
    accuse_pattern: integer('accuse_pattern').notNull().default(0),
    reason: text('reason').notNull().default(''),
    content: text('content').notNull(),
    pictures: json<string[]>('pictures').notNull().default(sql`'[]'`),
    contact: text('contact').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [index('reports_goods').on(t.goods_id)],
);

/** Detail uploads (/imgUpdate): pictures a holder adds to a treasure, reviewed before showing. */
export const detailUploads = sqliteTable(
  'detail_uploads',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    goods_id: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    pictures: json<string[]>('pictures').notNull(),
    note: text('note').notNull().default(''),
    /** 1 under review, 2 approved, 3 review failed */
    status: integer('status').notNull().default(1),
    created_at: createdAt(),
  },
  (t) => [index('detail_uploads_goods').on(t.goods_id)],
);

/** Works a master (or collector) publishes (/renzhen): drafts and their review. */
export const workSubmissions = sqliteTable(
  'work_submissions',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    artist_id: integer('artist_id')
      .notNull()
      .references(() => artists.id),
    /** 'ordinary' or 'competition' (a culture-competition work) */
    kind: text('kind').notNull().default('ordinary'),
    name: text('name').notNull(),
    name_intl: text('name_intl').notNull().default(''),
    pictures: json<string[]>('pictures').notNull(),
    description: text('description').notNull().default(''),
    description_intl: text('description_intl').notNull().default(''),
    data_lines: json<{ label: string; value: string }[]>('data_lines').notNull().default(sql`'[]'`),
    manufacturing_date: text('manufacturing_date'),
    /** 0 draft, 1 under review, 2 approved, 3 review failed, 4 blocked */
    status: integer('status').notNull().default(0),
    review_note: text('review_note').notNull().default(''),
    review_note_intl: text('review_note_intl').notNull().default(''),
    goods_id: integer('goods_id').references(() => goods.id),
    created_at: createdAt(),
    updated_at: createdAt(),
  },
  (t) => [index('work_submissions_artist').on(t.artist_id)],
);

/** Applications to become a master, collector or institution (/robot, /robot_col, /robot_inst). */
export const roleApplications = sqliteTable('role_applications', {
  id: integer('id').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id),
  /** 'master', 'collector' or 'institution' */
  role: text('role').notNull(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  intro: text('intro').notNull().default(''),
  /** 1 under review, 2 approved, 3 review failed */
  status: integer('status').notNull().default(1),
  created_at: createdAt(),
});

/** Account authorisations (/shouquan): the assistants a master has authorised. */
export const authorisations = sqliteTable(
  'authorisations',
  {
    id: integer('id').primaryKey(),
    artist_id: integer('artist_id')
      .notNull()
      .references(() => artists.id),
    owner_user_id: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    assistant_user_id: integer('assistant_user_id').references(() => users.id),
    assistant_name: text('assistant_name').notNull(),
    /** the name's English twin, where the data has one (the seed's demo people) */
    assistant_name_intl: text('assistant_name_intl'),
    assistant_phone: text('assistant_phone').notNull(),
    /** 0 waiting for the assistant, 1 active, 2 revoked */
    status: integer('status').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('authorisations_artist').on(t.artist_id)],
);

/** Applications for a 3D treasure (/apply3D). */
export const threeDApplications = sqliteTable('three_d_applications', {
  id: integer('id').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id),
  artist_id: integer('artist_id')
    .notNull()
    .references(() => artists.id),
  goods_id: integer('goods_id')
    .notNull()
    .references(() => goods.id),
  contact: text('contact').notNull().default(''),
  note: text('note').notNull().default(''),
  /** 1 under review, 2 approved (3D link made), 3 review failed */
  status: integer('status').notNull().default(1),
  created_at: createdAt(),
});

/** Daily figures behind the statistics screens (/data, /data_all). */
export const dailyStats = sqliteTable(
  'daily_stats',
  {
    id: integer('id').primaryKey(),
    artist_id: integer('artist_id')
      .notNull()
      .references(() => artists.id),
    day: text('day').notNull(),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    followers: integer('followers').notNull().default(0),
    purchase_requests: integer('purchase_requests').notNull().default(0),
  },
  (t) => [uniqueIndex('daily_stats_day').on(t.artist_id, t.day)],
);

/** Which masters a salesman looks after (their statistics). */
export const salesmanArtists = sqliteTable(
  'salesman_artists',
  {
    salesman_id: integer('salesman_id')
      .notNull()
      .references(() => salesmen.id),
    artist_id: integer('artist_id')
      .notNull()
      .references(() => artists.id),
  },
  (t) => [primaryKey({ columns: [t.salesman_id, t.artist_id] })],
);

/** A master's (or collector's) recommended collection (/guanli): at most four of their treasures. */
export const recommendedCollection = sqliteTable(
  'recommended_collection',
  {
    artist_id: integer('artist_id')
      .notNull()
      .references(() => artists.id),
    goods_id: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    sort: integer('sort').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.artist_id, t.goods_id] })],
);

/** Pictures users uploaded (server/services/uploads.ts): whose and how large, for the quota and the orphan sweep. */
export const uploads = sqliteTable(
  'uploads',
  {
    id: integer('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    url: text('url').notNull().unique(),
    bytes: integer('bytes').notNull(),
    kind: text('kind').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('uploads_user').on(t.user_id)],
);
