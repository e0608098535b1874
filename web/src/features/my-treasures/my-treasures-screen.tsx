// /zhenbao: the user's treasures in every state the texts know (draft and review wording;
// deleted, banned, transferred, signed), with transfer and delete (points come back when a
// treasure is deleted within POINTS_REFUND_HOURS hours).
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { POINTS_REFUND_HOURS } from '#contract/limits.ts';
import { present } from '#contract/present.ts';
import { LoadState } from '../../components/preview/load-state.tsx';
import { LoginGate } from '../../components/preview/login-gate.tsx';
import { showNotSent } from '../../components/preview/not-sent.ts';
import { ExampleData, PreviewScreen } from '../../components/preview/preview-screen.tsx';
import { StateTag, type TreasureState } from '../../components/preview/state-tag.tsx';
import { sampleTreasures } from '../../components/preview/treasure-calls.ts';
import { TreasureRow } from '../../components/preview/treasure-cards.tsx';
import { confirmMessage } from '../../lib/feedback.ts';
import { useSession } from '../../lib/session.ts';
import { useLoad } from '../../lib/use-load.ts';
import './texts.ts';

/** Preview states, one per treasure in turn, so that every state shows. */
const STATES: TreasureState[] = [
  'approved',
  'signed',
  'transferred',
  'deleted',
  'banned',
  'underReview',
  'reviewFailed',
  'draft',
  'blocked',
];
const TABS = {
  all: STATES,
  review: ['draft', 'underReview', 'reviewFailed'],
  public: ['approved', 'signed'],
  closed: ['transferred', 'blocked', 'deleted', 'banned'],
} satisfies Record<string, TreasureState[]>;
type Tab = keyof typeof TABS;

export default function MyTreasuresScreen() {
  const { t } = useTranslation('preview');
  const { me } = useSession();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('all');
  // the user's own recommended works (none for someone without an author identity)
  const artistId = me?.artist_id ?? null;
  const state = useLoad(artistId ? (signal) => sampleTreasures({ artistId, count: STATES.length }, signal) : null, [
    artistId,
  ]);

  const remove = async () => {
    const sure = await confirmMessage(t('mine.deleteBody', { hours: POINTS_REFUND_HOURS }), {
      title: t('mine.deleteTitle'),
      confirmText: t('mine.delete'),
    });
    if (sure) await showNotSent(t('mine.deleted'));
  };

  return (
    <PreviewScreen
      title="zhenbao"
      right={
        <Link to="/renzhen" className="pv-nav-link">
          {t('mine.publish')}
        </Link>
      }
    >
      <LoginGate what={t('titles.zhenbao', { ns: 'common' })}>
        <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)} className="pv-tabs">
          {(Object.keys(TABS) as Tab[]).map((key) => (
            <Tabs.Tab key={key} title={t(`mine.tabs.${key}`)} />
          ))}
        </Tabs>
        <ExampleData>{t('mine.example')}</ExampleData>
        {!artistId ? (
          <div className="card pv-login" data-testid="mine-empty">
            <p className="pv-login-title">{t('mine.none')}</p>
          </div>
        ) : (
          <LoadState state={state} empty={(data) => data.items.length === 0} emptyText={t('mine.none')}>
            {(data) => {
              const rows = data.items.map((treasure, index) => ({
                treasure,
                state: present(STATES[index % STATES.length], 'a sample state'),
              }));
              const shown = rows.filter((row) => (TABS[tab] as TreasureState[]).includes(row.state));
              return (
                <div className="pv-list">
                  {shown.map(({ treasure, state: treasureState }) => {
                    const open = treasureState === 'approved' || treasureState === 'signed';
                    return (
                      <TreasureRow
                        key={treasure.id}
                        treasure={treasure}
                        tag={<StateTag state={treasureState} />}
                        meta={
                          treasureState === 'reviewFailed' ? t('mine.reviewNote') : t(`stateHints.${treasureState}`)
                        }
                        to={
                          open || treasureState === 'transferred'
                            ? undefined
                            : treasureState === 'draft'
                              ? '/preview'
                              : null
                        }
                        actions={
                          open ? (
                            <>
                              <Button
                                size="mini"
                                shape="rounded"
                                color="primary"
                                fill="outline"
                                onClick={() => navigate(`/zhuanyi/${treasure.id}`)}
                              >
                                {t('mine.transfer')}
                              </Button>
                              <Button size="mini" shape="rounded" onClick={remove}>
                                {t('mine.delete')}
                              </Button>
                            </>
                          ) : treasureState === 'draft' || treasureState === 'reviewFailed' ? (
                            <Button size="mini" shape="rounded" onClick={remove}>
                              {t('mine.delete')}
                            </Button>
                          ) : null
                        }
                      />
                    );
                  })}
                </div>
              );
            }}
          </LoadState>
        )}
      </LoginGate>
    </PreviewScreen>
  );
}
