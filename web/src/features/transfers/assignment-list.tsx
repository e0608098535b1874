// Transfers sent and received (/zhuanran, /zhuanran_cul), each opening its detail screen. No
// call returns transfers: example rows, labelled so, on real treasures, whose counterpart is
// never the treasure's current holder (goods/summary says who that is, without counting a read).
import { Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSFER_PRICE_WINDOW_HOURS } from '#contract/limits.ts';
import { dateTime, yuan } from '../../components/preview/format.ts';
import { LoadState } from '../../components/preview/load-state.tsx';
import { LoginGate } from '../../components/preview/login-gate.tsx';
import { ExampleData, PreviewScreen } from '../../components/preview/preview-screen.tsx';
import { StateTag } from '../../components/preview/state-tag.tsx';
import { sampleTreasures } from '../../components/preview/treasure-calls.ts';
import { TreasureRow } from '../../components/preview/treasure-cards.tsx';
import { apiData } from '../../lib/api/client.ts';
import { pick } from '../../lib/i18n.ts';
import { screenUrl } from '../../lib/params.ts';
import type { TitleKey } from '../../lib/titles.ts';
import { useLoad } from '../../lib/use-load.ts';
import { counterpartOtherThan, transferRows } from './sample-transfers.ts';

type Props = { title: TitleKey; artistId: number; detail: { out: string; in: string } };

export function AssignmentList({ title, artistId, detail }: Props) {
  const { t } = useTranslation('preview');
  return (
    <PreviewScreen title={title}>
      <LoginGate what={t(`titles.${title}`, { ns: 'common' })}>
        <Assignments title={title} artistId={artistId} detail={detail} />
      </LoginGate>
    </PreviewScreen>
  );
}

/** The list itself, loaded only behind the login gate: a visitor is not sent what it cannot see. */
function Assignments({ artistId, detail }: Props) {
  const { t } = useTranslation('preview');
  const [tab, setTab] = useState<'out' | 'in'>('out');
  const rows = useMemo(() => transferRows(), []);
  const state = useLoad(
    async (signal) => {
      const { items } = await sampleTreasures({ artistId, more: true, count: rows.length }, signal);
      return Promise.all(
        items.map(async (item) => {
          const summary = await apiData('treasureSummary', { params: { id: item.id }, signal });
          return { ...item, holder: summary.collector };
        }),
      );
    },
    [artistId],
  );
  const shown = rows.filter((row) => row.direction === tab);
  const total = shown.filter((row) => row.state === 'completed').reduce((sum, row) => sum + row.price, 0);

  return (
    <>
      <ExampleData>{t('assignment.example')}</ExampleData>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as 'out' | 'in')} className="pv-tabs">
        <Tabs.Tab key="out" title={t('assignment.tabs.out')} />
        <Tabs.Tab key="in" title={t('assignment.tabs.in')} />
      </Tabs>
      <p className="pv-caption">
        <span>
          {t('assignment.summary', { count: shown.length, amount: t('common.yuan', { amount: yuan(total) }) })}
        </span>
      </p>
      <LoadState state={state} empty={(data) => data.length === 0}>
        {(data) => (
          <div className="pv-list">
            {shown.map((row) => {
              const index = rows.indexOf(row);
              const treasure = data[index % data.length];
              if (!treasure) return null;
              return (
                <TreasureRow
                  key={row.id}
                  treasure={{ ...treasure, price: row.price }}
                  tag={<StateTag state={row.state} />}
                  meta={
                    <>
                      {t(row.direction === 'out' ? 'assignment.to' : 'assignment.from', {
                        name: pick(counterpartOtherThan(treasure.holder, index), 'name'),
                      })}
                      <br />
                      {dateTime(row.at)}
                    </>
                  }
                  to={screenUrl(detail[row.direction], { id: treasure.id })}
                />
              );
            })}
          </div>
        )}
      </LoadState>
      <p className="muted pv-small pv-center">{t('assignment.hint', { hours: TRANSFER_PRICE_WINDOW_HOURS })}</p>
    </>
  );
}
