// Every number the spec states (product §5 and §9), in one place that the server, the web
// client and the tests all read. Change a rule here, and both halves follow.

// the two languages, with the rule that picks one (language.ts)
export { DEFAULT_LANG, LANGUAGES, type Lang } from './language.ts';

// Search
export const TREASURE_CODE_LENGTH = 11;
export const BLOCKCHAIN_HASH_LENGTH = 32;
export const MASTER_NAME_MIN = 2;
export const MASTER_NAME_MAX = 15;
export const SEARCH_HISTORY_MAX = 10;

// Purchase request and phone
export const PHONE_LENGTH = 11;
/** 11-digit mainland mobile number: 1, then 3-9, then nine digits. */
export const MAINLAND_PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const PURCHASE_NAME_MAX = 4;
export const PURCHASE_PRICE_DIGITS_MAX = 9;
export const PURCHASE_MESSAGE_MAX = 150;

// Treasure page
export const RECOMMEND_PAGE_SIZE = 4;
export const HONOR_LINES_SHOWN = 5;
export const DESCRIPTION_LINES_COLLAPSED = 5;
export const CO_AUTHOR_NAMES_MORE_AFTER = 14;
export const BIG_NAME_FROM = 13;
export const UNIT_TREASURE_ID = 785;
/** compete_status 2: the user may publish culture-competition works (the publish tile asks which kind). */
export const COMPETE_OPEN = 2;
export const IMAGE_WIDTH_LARGE = 750;
export const IMAGE_WIDTH_MEDIUM = 216;
export const IMAGE_WIDTH_SMALL = 200;
export const SWIPE_THRESHOLD_PX = 30;
export const SAVE_TOAST_MS = 2000;
export const THOUSANDS_GROUP = 3;

// Holder statuses that count as certified (product §4)
export const CERTIFIED_HOLDER_STATUSES = [1, 3] as const;

// App-wide
export const HELP_CONFIG_REFRESH_MS = 3_600_000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const NOTICE_APP_TYPE = 1;

// Master home
export const ARTIST_QR_SIZE = 410;
export const ARTIST_QR_LEVEL = 'L';

// Limits stated in interface texts (product §5, "Other limits")
export const PASSWORD_MIN = 6;
export const REPORT_DESCRIPTION_MAX = 200;
export const ITEM_DESCRIPTION_MAX = 200;
export const HONOR_LINES_MAX = 99; // "under 100 lines"
export const HONOR_LINE_CHARS_MAX = 49; // "each under 50 Chinese characters"
export const CERTIFICATES_MAX = 10;
export const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 10 * MB;
export const SEAL_IMAGE_MAX_BYTES = 3 * MB;
export const RECOMMENDED_COLLECTION_MAX = 4;
export const TREASURE_DATA_MAX = 10;

// Treasure satellite pages (provisional calls of contract/calls/treasure-pages.ts; the spec
// names the screens but not their limits beyond the description's 200 characters)
export const REPORT_PICTURES_MAX = 6;
export const DETAIL_UPLOAD_PICTURES_MAX = 9;
/** @alias the detail upload's note is an item description (the same 200 characters) */
export const DETAIL_UPLOAD_NOTE_MAX = ITEM_DESCRIPTION_MAX;

// Numbers that only appear in interface texts (product §9)
export const QR_VALIDITY_MINUTES_LONG = 30;
export const QR_VALIDITY_MINUTES_SHORT = 5;
export const LIFETIME_ENTRY_FEE_YUAN = 11888;
export const REPAIR_CONTACT_WORKING_DAYS = 3;
export const POINTS_REFUND_HOURS = 24;
export const TRANSFER_PRICE_WINDOW_HOURS = 24;

// Master tools (provisional calls of contract/calls/master-*.ts). The spec states the honors,
// certificates, pictures, description, seal, password, recommended and treasure-data limits
// above; the field lengths below are the product's own choices where it is silent.
/** Honors: a CJK or full-width character counts 1, any other character half ("50 Chinese characters"). */
export function honorLineWidth(line: string): number {
  let width = 0;
  for (const char of line) width += /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(char) ? 1 : 0.5;
  return width;
}
/** The honor lines of a text (one honor per line, blank lines dropped). */
export const honorLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
/** @alias a master's profile name is what the master search looks for (15 characters) */
export const PROFILE_NAME_MAX = MASTER_NAME_MAX;
export const PROFILE_NAME_INTL_MAX = 60;
export const PROFILE_TITLE_MAX = 30;
export const PROFILE_INTRO_MAX = 1000;
export const CERTIFICATE_CAPTION_MAX = 50;
export const WORK_NAME_MAX = 30;
export const WORK_PICTURES_MAX = 9;
export const WORK_DATA_LABEL_MAX = 20;
export const WORK_DATA_VALUE_MAX = 50;
export const NEWS_TITLE_MAX = 60;
export const NEWS_URL_MAX = 500;
export const ASSISTANT_NAME_MAX = 20;
export const PASSWORD_MAX = 32;
export const APPLICANT_NAME_MAX = 20;
export const SALESMAN_CODE_MAX = 16;
/** The periods the statistics screens offer, in days. */
export const STATS_PERIODS = [7, 30, 90] as const;
export const STATS_DEFAULT_PERIOD = 30;
