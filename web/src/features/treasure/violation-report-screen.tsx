// /adtiViolation/{id}: report a violation on a treasure's page.

import { ACCUSE_PATTERN } from '#contract/rules/report.ts';
import { useScreenParams } from '../../lib/params.ts';
import { ReportForm } from './report-form.tsx';
import './texts.ts';
import './treasure.css';
import './treasure-sections.css';
import './satellites.css';

export default function ViolationReportScreen() {
  const { params } = useScreenParams();
  return <ReportForm kind="violation" goodsId={Number(params.id)} accusePattern={ACCUSE_PATTERN.treasure} />;
}
