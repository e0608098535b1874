// /list: every recommended treasure, page after page, filtered by level.
import { CapsuleTabs, InfiniteScroll } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewScreen } from '../../components/preview/preview-screen.tsx';
import { type SampleTreasure, sampleTreasures } from '../../components/preview/treasure-calls.ts';
import { TreasureRow } from '../../components/preview/treasure-cards.tsx';
import { showError } from '../../lib/api/client.ts';
import { levelName, pick } from '../../lib/i18n.ts';
import './texts.ts';

const PAGE_SIZE = 10;

function LevelLine({ treasure }: { treasure: SampleTreasure }) {
  return (
    <>
      <span className="pv-level">{levelName(treasure.level)}</span> · {pick(treasure, 'description').split('\n')[0]}
    </>
  );
}

export default function TreasureListScreen() {
  const { t } = useTranslation('preview');
  const [items, setItems] = useState<SampleTreasure[]>([]);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(true);
  const [total, setTotal] = useState<number | null>(null);
  const [level, setLevel] = useState('all');

  const loadMore = async () => {
    try {
      const data = await sampleTreasures({ more: true, count: PAGE_SIZE, page });
      setItems((list) => [...list, ...data.items.filter((item) => !list.some((known) => known.id === item.id))]);
      setTotal(data.total);
      setHasMore(data.hasMorePages);
      setPage(page + 1);
    } catch (error) {
      showError(error);
      throw error;
    }
  };

  const levels = [...new Map(items.map((item) => [item.level.name, item.level])).values()];
  const shown = level === 'all' ? items : items.filter((item) => item.level.name === level);

  return (
    <PreviewScreen title="list">
      <div className="pv-filter">
        <CapsuleTabs activeKey={level} onChange={setLevel}>
          <CapsuleTabs.Tab key="all" title={t('list.all')} />
          {levels.map((value) => (
            <CapsuleTabs.Tab key={value.name} title={pick(value, 'name')} />
          ))}
        </CapsuleTabs>
      </div>
      {total !== null && (
        <p className="pv-caption">{t('common.count', { count: level === 'all' ? total : shown.length })}</p>
      )}
      <div className="pv-list">
        {shown.map((treasure) => (
          <TreasureRow key={treasure.id} treasure={treasure} meta={<LevelLine treasure={treasure} />} />
        ))}
      </div>
      <InfiniteScroll loadMore={loadMore} hasMore={hasMore}>
        {(more, failed, retry) =>
          failed ? (
            <button type="button" className="pv-link-button" onClick={() => void retry()}>
              {t('common.retry')}
            </button>
          ) : (
            <span className="muted">{more ? t('common.loading') : t('list.end')}</span>
          )
        }
      </InfiniteScroll>
    </PreviewScreen>
  );
}
