// /ScoreRecord: points earned and spent, month by month (with the refund for a treasure
// deleted within POINTS_REFUND_HOURS hours). No call returns points: example rows, labelled so.
import { Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { POINTS_REFUND_HOURS } from '#contract/limits.ts';
import { groupThousands } from '../../components/preview/format.ts';
import { LoginGate } from '../../components/preview/login-gate.tsx';
import { ExampleData, ExampleMark, PreviewScreen } from '../../components/preview/preview-screen.tsx';
import { SAMPLE_POINTS_BALANCE } from '../../components/preview/sample-points-balance.ts';
import { RecordList } from './record-list.tsx';
import { pointsRows } from './sample-points.ts';
import './texts.ts';

type Tab = 'all' | 'in' | 'out';

export default function PointsRecordScreen() {
  const { t } = useTranslation('preview');
  const [tab, setTab] = useState<Tab>('all');
  const rows = useMemo(() => pointsRows(), []);
  const shown = rows.filter((row) => tab === 'all' || (tab === 'in' ? row.points > 0 : row.points < 0));

  return (
    <PreviewScreen
      title="ScoreRecord"
      top={
        <Link to="/chongzhi" className="pv-hero pv-balance is-compact">
          <span className="pv-points-label">{t('recharge.balance')}</span>
          <strong className="pv-balance-value">{groupThousands(SAMPLE_POINTS_BALANCE)}</strong>
          <ExampleMark />
          <span className="pv-hero-sub">{t('score.topUp')} ›</span>
        </Link>
      }
    >
      <LoginGate what={t('titles.ScoreRecord', { ns: 'common' })}>
        <ExampleData>{t('recharge.example')}</ExampleData>
        <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)} className="pv-tabs">
          {(['all', 'in', 'out'] as const).map((key) => (
            <Tabs.Tab key={key} title={t(`score.tabs.${key}`)} />
          ))}
        </Tabs>
        <RecordList
          rows={shown.map((row) => ({
            id: row.id,
            title: t(`score.items.${row.kind}`, { code: row.code, hours: POINTS_REFUND_HOURS }),
            at: row.at,
            amount: `${row.points > 0 ? '+' : '−'}${groupThousands(Math.abs(row.points))}`,
            positive: row.points > 0,
          }))}
        />
      </LoginGate>
    </PreviewScreen>
  );
}
