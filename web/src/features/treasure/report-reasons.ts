// The reasons of the two report forms, as the contract lists them (web code may import the
// contract's zod modules only as types, so the lists are repeated here and checked against it).
import type { ReportReason, ViolationReason } from '#contract/calls/treasure-pages.ts';

export const REPORT_REASON_KEYS = [
  'infringement',
  'counterfeit',
  'false_info',
  'other',
] as const satisfies readonly ReportReason[];
export const VIOLATION_REASON_KEYS = [
  'illegal',
  'fraud',
  'vulgar',
  'false_promotion',
  'other',
] as const satisfies readonly ViolationReason[];

/** accuse_pattern of /report: 0 the treasure, 1 its author. */
export const ACCUSE_PATTERN_TREASURE = 0;
export const ACCUSE_PATTERN_AUTHOR = 1;
