// Transfers sent and received (/zhuanran, /zhuanran_cul), each opening its detail screen.
import { Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSFER_PRICE_WINDOW_HOURS } from '#contract/limits.ts';
import { pick } from '../../lib/i18n.ts';
import { screenUrl } from '../../lib/params.ts';
import type { TitleKey } from '../../lib/titles.ts';
import { dateTime, yuan } from './format.ts';
import { LoadState } from './load-state.tsx';
import { PreviewScreen } from './preview-screen.tsx';
import { transferRows } from './sample-records.ts';
import { StateTag } from './state-tag.tsx';
import { sampleTreasures } from './treasure-calls.ts';
import { TreasureRow } from './treasure-cards.tsx';
import { useLoad } from './use-load.ts';

type Props = { title: TitleKey; artistId: number; detail: { out: string; in: string } };

export function AssignmentList({ title, artistId, detail }: Props) {
  const { t } = useTranslation('preview');
  const [tab, setTab] = useState<'out' | 'in'>('out');
  const rows = useMemo(() => transferRows(), []);
  const state = useLoad((signal) => sampleTreasures({ artistId, more: true, count: rows.length }, signal), [artistId]);
  const shown = rows.filter((row) => row.direction === tab);
  const total = shown.filter((row) => row.state === 'completed').reduce((sum, row) => sum + row.price, 0);

  return (
    <PreviewScreen title={title}>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as 'out' | 'in')} className="pv-tabs">
        <Tabs.Tab key="out" title={t('assignment.tabs.out')} />
        <Tabs.Tab key="in" title={t('assignment.tabs.in')} />
      </Tabs>
      <p className="pv-caption">
        <span>
          {t('assignment.summary', { count: shown.length, amount: t('common.yuan', { amount: yuan(total) }) })}
        </span>
      </p>
      <LoadState state={state} empty={(data) => data.items.length === 0}>
        {(data) => (
          <div className="pv-list">
            {shown.map((row) => {
              const treasure = data.items[rows.indexOf(row) % data.items.length];
              return (
                <TreasureRow
                  key={row.id}
                  treasure={{ ...treasure, price: row.price }}
                  tag={<StateTag state={row.state} />}
                  meta={
                    <>
                      {t(row.direction === 'out' ? 'assignment.to' : 'assignment.from', {
                        name: pick(row.counterpart, 'name'),
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
    </PreviewScreen>
  );
}
