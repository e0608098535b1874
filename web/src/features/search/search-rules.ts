// The rules of the visitor search (product §5), apart from any screen: what a search with
// these inputs does, whether a master name may be searched, and what a scan read means.
import { BLOCKCHAIN_HASH_LENGTH, MASTER_NAME_MAX, MASTER_NAME_MIN, TREASURE_CODE_LENGTH } from '#contract/limits.ts';

export type TreasureSearch =
  /** both inputs empty: ask for a code or a hash */
  | { kind: 'empty' }
  /** an 11-character treasure code: encrypt, checkGoodsType, goods/info */
  | { kind: 'code'; code: string }
  /** any other code: a derivative item (goodsder/info?serial_number=) */
  | { kind: 'derivative'; code: string }
  /** a blockchain hash: goods/info by uuid, then goodsder/info?uuid= */
  | { kind: 'hash'; hash: string }
  /** a hash that cannot be one (wrong length or not hexadecimal) */
  | { kind: 'badHash' };

/**
 * The query names of the searches, as their script-free forms send them to `/` and as a
 * treasure's link carries them: the API's own field names for the treasure search, and never
 * `code`, which is the login's (the login comes back to the page it left with `code=` added,
 * product §7).
 */
export const SEARCH_QUERY = { code: 'serial_number', hash: 'uuid', master: 'master_name' } as const;

const HASH_PATTERN = new RegExp(`^[0-9a-fA-F]{${BLOCKCHAIN_HASH_LENGTH}}$`);

export const isBlockchainHash = (value: string) => HASH_PATTERN.test(value.trim());

/** What the search button does with the two inputs; the code wins when both are filled. */
export function planTreasureSearch(codeInput: string, hashInput: string): TreasureSearch {
  // codes are capitals; phone keyboards often start a word in small letters
  const code = codeInput.trim().toUpperCase();
  const hash = hashInput.trim();
  if (code) return code.length === TREASURE_CODE_LENGTH ? { kind: 'code', code } : { kind: 'derivative', code };
  if (hash) return isBlockchainHash(hash) ? { kind: 'hash', hash: hash.toLowerCase() } : { kind: 'badHash' };
  return { kind: 'empty' };
}

export type MasterNameProblem = 'empty' | 'tooShort';

/** Why a master name cannot be searched, or null when it can (spec: 2 to 15 characters). */
export function checkMasterName(input: string): MasterNameProblem | null {
  const name = input.trim();
  if (!name) return 'empty';
  if ([...name].length < MASTER_NAME_MIN) return 'tooShort';
  return null;
}

/** A typed value cut to `max` characters (a paste may be longer than the input allows). */
export const clampTo = (value: string, max: number) => [...value].slice(0, max).join('');

/** The live counter under an input: `n/max`. */
export const counterText = (value: string, max: number) => `${[...value].length}/${max}`;

export type ScanResult =
  /** a link to a page of this product (a treasure's or a master's QR code): open it */
  | { kind: 'page'; path: string }
  /** a treasure code or hash: search it */
  | { kind: 'treasure'; search: TreasureSearch }
  /** a master's name: search it */
  | { kind: 'master'; name: string }
  /** a link that is none of the above */
  | { kind: 'unknown' }
  /** nothing was read (cancelled) */
  | { kind: 'nothing' };

/** Pages a product QR code may point to (the artist QR card: /tcdetail/{id}?status=1). */
const PAGE_PATH = /^\/(detail|detail_cul|detail_unit|detail_pr|tcdetail)\/\d+$/;

function parseUrl(text: string): URL | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * What a scan read means. A link to one of this product's pages opens it; a link carrying a
 * code (?serial_number=, ?code=) or a hash (?uuid=) searches that; any other link is unknown;
 * otherwise the text itself is the code or hash (treasure tab) or the name (master tab).
 */
export function interpretScan(raw: string | null, purpose: 'treasure' | 'master', origin: string): ScanResult {
  const text = (raw ?? '').trim();
  if (!text) return { kind: 'nothing' };
  const url = parseUrl(text);
  if (!url) {
    if (purpose === 'master') return { kind: 'master', name: clampTo(text, MASTER_NAME_MAX) };
    return {
      kind: 'treasure',
      search: isBlockchainHash(text) ? planTreasureSearch('', text) : planTreasureSearch(text, ''),
    };
  }
  if (url.origin === origin && PAGE_PATH.test(url.pathname))
    return { kind: 'page', path: `${url.pathname}${url.search}` };
  const code = url.searchParams.get(SEARCH_QUERY.code) ?? url.searchParams.get('code');
  if (code?.trim()) return { kind: 'treasure', search: planTreasureSearch(code, '') };
  const hash = url.searchParams.get(SEARCH_QUERY.hash);
  if (hash?.trim()) return { kind: 'treasure', search: planTreasureSearch('', hash) };
  return { kind: 'unknown' };
}
