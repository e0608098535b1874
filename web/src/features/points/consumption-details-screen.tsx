// /ConsumptionDetails: what the user paid (points top-ups, AI voice), month by month. No call
// returns payments: example rows, labelled so.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { month, yuan } from '../../components/preview/format.ts';
import { LoginGate } from '../../components/preview/login-gate.tsx';
import { ExampleData, ExampleMark, PreviewScreen } from '../../components/preview/preview-screen.tsx';
import { RecordList } from './record-list.tsx';
import { paymentRows } from './sample-points.ts';
import './texts.ts';

export default function ConsumptionDetailsScreen() {
  const { t } = useTranslation('preview');
  const rows = useMemo(() => paymentRows(), []);
  const thisMonth = month(new Date());
  const spent = rows
    .filter((row) => month(row.at) === thisMonth && row.status === 'paid')
    .reduce((sum, row) => sum + row.money, 0);

  return (
    <PreviewScreen
      title="ConsumptionDetails"
      top={
        <header className="pv-hero pv-balance is-compact">
          <span className="pv-points-label">{t('consumption.total')}</span>
          <strong className="pv-balance-value">{t('common.yuan', { amount: yuan(spent) })}</strong>
          <ExampleMark />
        </header>
      }
    >
      <LoginGate what={t('titles.ConsumptionDetails', { ns: 'common' })}>
        <ExampleData>{t('consumption.example')}</ExampleData>
        <RecordList
          rows={rows.map((row) => ({
            id: row.id,
            title: t(`consumption.items.${row.kind}`, { count: row.count }),
            at: row.at,
            note: <span className="pv-mono">{t('consumption.order', { no: row.orderNo })}</span>,
            amount: `${row.status === 'refunded' ? '+' : '−'}${t('common.yuan', { amount: yuan(row.money) })}`,
            positive: row.status === 'refunded',
            tag: <span className={`pv-pay-status is-${row.status}`}>{t(`consumption.status.${row.status}`)}</span>,
          }))}
        />
      </LoginGate>
    </PreviewScreen>
  );
}
