// Reports about a treasure (/report, its author too with accuse_pattern 1) and violation
// reports (/adtiViolation): a reason, a description up to 200 characters, optional pictures.
// Each kind once per user and treasure; sensitive words are refused and nothing is written.

import { and, eq } from 'drizzle-orm';
import { REPORT_PICTURES_MAX } from '../../contract/limits.ts';
import { REPORT_REASONS, reportProblem, VIOLATION_REASONS } from '../../contract/rules/report.ts';
import type { Db } from '../../db/client.ts';
import { reports } from '../../db/schema.ts';
import { badRequest, conflict, refuseIf } from '../api-error.ts';
import { findSensitiveWords } from './sensitive-words.ts';
import { requireTreasure } from './treasures.ts';
import { checkUploadedPictures } from './uploaded-pictures.ts';

export type ReportKind = 'report' | 'violation';

export type ReportFields = {
  reason?: string;
  content?: string;
  pictures: string[];
  contact?: string;
  accuse_pattern?: number;
};

const REASONS: Record<ReportKind, readonly string[]> = { report: REPORT_REASONS, violation: VIOLATION_REASONS };

export function alreadyReported(db: Db, userId: number, goodsId: number, kind: ReportKind) {
  return Boolean(
    db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.user_id, userId), eq(reports.goods_id, goodsId), eq(reports.kind, kind)))
      .get(),
  );
}

/** The first broken rule as a refusal; the cleaned fields otherwise. */
export function checkReportFields(kind: ReportKind, fields: ReportFields) {
  const reason = (fields.reason ?? '').trim();
  const content = (fields.content ?? '').trim();
  const contact = (fields.contact ?? '').trim();
  refuseIf(reportProblem({ reason, content, contact }, REASONS[kind]));
  const pictures = checkUploadedPictures(fields.pictures, REPORT_PICTURES_MAX);
  return { reason, content, pictures, contact };
}

export function submitReport(db: Db, userId: number, goodsId: number, kind: ReportKind, fields: ReportFields) {
  requireTreasure(db, goodsId);
  if (alreadyReported(db, userId, goodsId, kind)) throw conflict('reportAlreadySent');
  const clean = checkReportFields(kind, fields);
  const words = findSensitiveWords(db, [clean.content]);
  if (words.length) throw badRequest('sensitiveWords', { words });
  const row = db
    .insert(reports)
    .values({
      user_id: userId,
      goods_id: goodsId,
      kind,
      accuse_pattern: kind === 'report' ? (fields.accuse_pattern ?? 0) : 0,
      ...clean,
    })
    .returning({ id: reports.id })
    .get();
  return { id: row.id };
}
