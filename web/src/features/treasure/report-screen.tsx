// /report/{id}?accuse_pattern=0: report a treasure (or, with 1, its author).

import { ACCUSE_PATTERN } from '#contract/rules/report.ts';
import { useScreenParams } from '../../lib/params.ts';
import { ReportForm } from './report-form.tsx';
import './texts.ts';
import './treasure.css';
import './treasure-sections.css';
import './satellites.css';

export default function ReportScreen() {
  const { params, query } = useScreenParams();
  const pattern =
    Number(query.accuse_pattern) === ACCUSE_PATTERN.author ? ACCUSE_PATTERN.author : ACCUSE_PATTERN.treasure;
  return <ReportForm kind="report" goodsId={Number(params.id)} accusePattern={pattern} />;
}
