// /report/{id}?accuse_pattern=0: report a treasure (or, with 1, its author).
import { useScreenParams } from '../../lib/params.ts';
import { ReportForm } from './report-form.tsx';
import { ACCUSE_PATTERN_AUTHOR, ACCUSE_PATTERN_TREASURE } from './report-reasons.ts';
import './texts.ts';
import './treasure.css';
import './treasure-sections.css';
import './satellites.css';

export default function ReportScreen() {
  const { params, query } = useScreenParams();
  const pattern =
    Number(query.accuse_pattern) === ACCUSE_PATTERN_AUTHOR ? ACCUSE_PATTERN_AUTHOR : ACCUSE_PATTERN_TREASURE;
  return <ReportForm kind="report" goodsId={Number(params.id)} accusePattern={pattern} />;
}
