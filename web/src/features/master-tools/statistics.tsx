// Statistics (/data for the masters a salesman-bound user's salesman looks after; /data_all,
// 'Data statistics', every master when the salesman's auth is 1): period, master filter, key
// figures with their trend, the daily chart, the ranking and the per-master table.
import { Button, Selector } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Me } from '#contract/entities/user.ts';
import { STATS_DEFAULT_PERIOD, STATS_PERIODS } from '#contract/limits.ts';
import { lazyPart } from '../../components/lazy-part.tsx';
import { PreviewNote } from '../../components/preview-note.tsx';
import type { DataOf } from '../../lib/api/client.ts';
import { apiData } from '../../lib/api/client.ts';
import { grouped } from '../../lib/digits.ts';
import { pick } from '../../lib/i18n.ts';
import { useLoad } from '../../lib/use-load.ts';
import { NotLoaded, Refused, toolScreen } from './tool-frame.tsx';

function ChartLoading() {
  const { t } = useTranslation('masterTools');
  return <p className="muted tool-chart-loading">{t('stats.chartLoading')}</p>;
}
const TrendChart = lazyPart(() => import('./stats-chart.tsx').then((m) => ({ default: m.TrendChart })), {
  Loading: ChartLoading,
});
const RankChart = lazyPart(() => import('./stats-chart.tsx').then((m) => ({ default: m.RankChart })), {
  Loading: ChartLoading,
});

type Stats = DataOf<'statistics'>;
/** The figures of each day, in the order the screen shows them. */
const STATS_FIGURES = ['views', 'likes', 'shares', 'saves', 'followers', 'purchase_requests'] as const;
type Figure = (typeof STATS_FIGURES)[number];

const COLORS: Record<Figure, string> = {
  views: '#8c1c13',
  likes: '#c9a063',
  shares: '#4f7a68',
  saves: '#6b5b95',
  followers: '#b0412c',
  purchase_requests: '#2f6690',
};

function Trend({ now, before }: { now: number; before: number }) {
  const { t } = useTranslation('masterTools');
  if (before === 0) return <span className="tool-trend is-up">{now > 0 ? t('stats.trendNew') : '—'}</span>;
  const change = Math.round(((now - before) / before) * 100);
  return (
    <span className={`tool-trend ${change >= 0 ? 'is-up' : 'is-down'}`}>
      {change >= 0 ? '▲' : '▼'} {Math.abs(change)}%
    </span>
  );
}

function Overview({
  stats,
  onMaster,
  artistId,
}: {
  stats: Stats;
  onMaster: (id: number | null) => void;
  artistId: number | null;
}) {
  const { t } = useTranslation('masterTools');
  const days = stats.series.map((row) => row.day);
  const trend = useMemo(
    () =>
      (['views', 'likes', 'shares'] as const).map((figure, i) => ({
        name: t(`stats.figures.${figure}`),
        values: stats.series.map((row) => row[figure]),
        color: COLORS[figure],
        area: i === 0,
      })),
    [stats, t],
  );
  return (
    <>
      <section className="tool-kpis" data-testid="stats-kpis">
        {STATS_FIGURES.map((figure) => (
          <div className="tool-kpi" key={figure} data-testid={`kpi-${figure}`}>
            <span className="tool-kpi-label">{t(`stats.figures.${figure}`)}</span>
            <strong className="tool-kpi-value" style={{ color: COLORS[figure] }}>
              {grouped(stats.totals[figure])}
            </strong>
            <span className="tool-kpi-trend">
              <Trend now={stats.totals[figure]} before={stats.previous[figure]} />
            </span>
          </div>
        ))}
      </section>

      <section className="card">
        <h2 className="card-title">{t('stats.chartTitle')}</h2>
        <TrendChart title={t('stats.chartTitle')} days={days} series={trend} />
      </section>

      {artistId === null && stats.masters.length > 1 && (
        <section className="card">
          <h2 className="card-title">{t('stats.rankTitle')}</h2>
          <RankChart
            title={t('stats.rankTitle')}
            names={stats.masters.map((m) => pick(m, 'name'))}
            values={stats.masters.map((m) => m.totals.views)}
            color={COLORS.views}
          />
        </section>
      )}

      <section className="card">
        <h2 className="card-title">{t('stats.tableTitle')}</h2>
        <table className="tool-table" data-testid="stats-table">
          <thead>
            <tr>
              <th>{t('stats.master')}</th>
              <th>{t('stats.figures.views')}</th>
              <th>{t('stats.figures.likes')}</th>
              <th>{t('stats.figures.purchase_requests')}</th>
            </tr>
          </thead>
          <tbody>
            {stats.masters.map((m) => (
              <tr
                key={m.artist_id}
                className={m.artist_id === artistId ? 'is-current' : ''}
                onClick={() => onMaster(m.artist_id === artistId ? null : m.artist_id)}
              >
                <td>
                  <span className="tool-table-master">
                    <img src={m.pic} alt="" />
                    {pick(m, 'name')}
                  </span>
                </td>
                <td>{grouped(m.totals.views)}</td>
                <td>{grouped(m.totals.likes)}</td>
                <td>{grouped(m.totals.purchase_requests)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

export function Statistics({ scope, me }: { scope: 'mine' | 'all'; me: Me }) {
  const { t } = useTranslation('masterTools');
  const navigate = useNavigate();
  const [days, setDays] = useState<number>(STATS_DEFAULT_PERIOD);
  const [artistId, setArtistId] = useState<number | null>(null);
  const allowed = me.bind_salesman_id !== null && (scope === 'mine' || me.bindsalesman?.auth === 1);
  const load = useLoad(
    allowed ? () => apiData('statistics', { query: { scope, days, artist_id: artistId ?? undefined } }) : null,
    [scope, days, artistId],
  );

  if (me.bind_salesman_id === null) {
    return (
      <div className="tool-refused" data-testid="tool-refused">
        <p>{t('stats.notBound')}</p>
        <Button color="primary" shape="rounded" onClick={() => navigate('/banding')}>
          {t('stats.bind')}
        </Button>
      </div>
    );
  }
  if (!allowed) return <Refused text={t('stats.notAllowed')} action={{ label: 'stats.toMine', to: '/data' }} />;
  const stats = load.data;

  return (
    <div className="tool-stack" data-testid={`statistics-${scope}`}>
      {stats && (
        <section className="tool-stats-head">
          <p className="tool-stats-salesman">
            {t('stats.salesman', { name: stats.salesman.name, company: stats.salesman.company_name })}
          </p>
          <p className="muted">{t('stats.range', { start: stats.start, end: stats.end })}</p>
        </section>
      )}
      <Selector
        className="tool-period"
        columns={3}
        value={[String(days)]}
        onChange={(v) => v.length && setDays(Number(v[0]))}
        options={STATS_PERIODS.map((n) => ({ label: t('stats.period', { n }), value: String(n) }))}
        data-testid="stats-period"
      />
      {stats && stats.masters.length > 1 && (
        <div className="tool-master-chips" data-testid="stats-masters">
          <button type="button" className={artistId === null ? 'is-on' : ''} onClick={() => setArtistId(null)}>
            {t('stats.allMasters')}
          </button>
          {stats.masters.map((m) => (
            <button
              type="button"
              key={m.artist_id}
              className={artistId === m.artist_id ? 'is-on' : ''}
              onClick={() => setArtistId(m.artist_id)}
            >
              {pick(m, 'name')}
            </button>
          ))}
        </div>
      )}
      {stats ? <Overview stats={stats} artistId={artistId} onMaster={setArtistId} /> : <NotLoaded load={load} />}
      {/* the spec knows the statistics screens by name only (product §2): their figures are the mock's */}
      <PreviewNote />
    </div>
  );
}

export const StatisticsScreen = toolScreen({ title: 'data', role: 'master', access: { anyone: true } }, (me) => (
  <Statistics scope="mine" me={me} />
));
export const AllStatisticsScreen = toolScreen({ title: 'data_all', role: 'master', access: { anyone: true } }, (me) => (
  <Statistics scope="all" me={me} />
));
