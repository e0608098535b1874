// /preview: how a work will look once published, before it is sent for review (the draft and
// review wording of product §4): one of the user's own works of /renzhen (works/list), with the
// review state it really is in. `?id=` names the work; without it, the newest draft (or the
// newest work when there is no draft).
import { Button, Steps } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InfoList } from '../../components/preview/info-list.tsx';
import { LoadState } from '../../components/preview/load-state.tsx';
import { LoginGate } from '../../components/preview/login-gate.tsx';
import { showNotSent } from '../../components/preview/not-sent.ts';
import { PreviewScreen, Section } from '../../components/preview/preview-screen.tsx';
import { StateTag, type TreasureState } from '../../components/preview/state-tag.tsx';
import { StateView } from '../../components/state-view.tsx';
import { apiData } from '../../lib/api/client.ts';
import { pick } from '../../lib/i18n.ts';
import { useScreenParams } from '../../lib/params.ts';
import { ensureMe, useSession } from '../../lib/session.ts';
import { useLoad } from '../../lib/use-load.ts';
import './texts.ts';

type Work = Awaited<ReturnType<typeof ownWorks>>['list'][number];

/** works/list's review states (0 draft, 1 under review, 2 approved, 3 review failed, 4 blocked). */
const STATE_OF_STATUS: TreasureState[] = ['draft', 'underReview', 'approved', 'reviewFailed', 'blocked'];
const stateOf = (work: Work): TreasureState => STATE_OF_STATUS[work.status] ?? 'draft';
/** Where each state stands on the three steps: saved, sent, decided. */
const STEP_OF: Partial<Record<TreasureState, number>> = { draft: 0, underReview: 1 };

const ownWorks = (artistType: 1 | 2, signal: AbortSignal) =>
  apiData('workSubmissions', { query: { artist_type: artistType }, signal });

/** The work `?id=` names, else the newest draft, else the newest work (works/list is newest first). */
export const workToPreview = (list: Work[], id: number | undefined) =>
  (id ? list.find((work) => work.id === id) : undefined) ?? list.find((work) => stateOf(work) === 'draft') ?? list[0];

function WorkPreview({ work, edit }: { work: Work; edit: string }) {
  const { t } = useTranslation('preview');
  const navigate = useNavigate();
  const state = stateOf(work);
  const lines = pick(work, 'description').split('\n');
  return (
    <>
      <Section title={t('preview.statusTitle')} extra={<StateTag state={state} />}>
        <Steps current={STEP_OF[state] ?? 2} className="pv-steps-horizontal">
          <Steps.Step title={t('preview.steps.draft')} />
          <Steps.Step title={t('preview.steps.review')} />
          <Steps.Step title={t('preview.steps.result')} />
        </Steps>
        <div className="pv-legend">
          {(['underReview', 'approved', 'reviewFailed', 'blocked'] as const).map((value) => (
            <StateTag key={value} state={value} />
          ))}
        </div>
        <p className="muted pv-small">{t('preview.intro')}</p>
      </Section>
      <article className="card pv-draft" data-testid="draft-preview" data-state={state}>
        <div className="pv-draft-image">
          {work.pictures[0] && <img src={work.pictures[0]} alt={pick(work, 'name')} />}
          <span className="pv-draft-mark">{state === 'draft' ? t('preview.draftNote') : t(`states.${state}`)}</span>
        </div>
        <h2 className="pv-draft-name serif">{pick(work, 'name')}</h2>
        {pick(work, 'review_note') && <p className="pv-small">{pick(work, 'review_note')}</p>}
        {work.data_lines.length > 0 && (
          <>
            <h3 className="card-title pv-draft-sub">{t('preview.data')}</h3>
            <InfoList rows={work.data_lines.map((line) => [line.label, line.value])} />
          </>
        )}
        <p className="pv-draft-text">{lines.slice(0, 3).join('\n')}</p>
      </article>
      <div className="pv-actions">
        <Button shape="rounded" onClick={() => navigate(edit)}>
          {t('preview.edit')}
        </Button>
        {state === 'draft' && (
          <Button shape="rounded" color="primary" onClick={() => showNotSent()}>
            {t('preview.submit')}
          </Button>
        )}
      </div>
    </>
  );
}

export default function TreasurePreviewScreen() {
  const { t } = useTranslation('preview');
  const { query } = useScreenParams();
  const { token, me, meStatus } = useSession();
  useEffect(() => {
    if (token) ensureMe();
  }, [token]);
  // a master's (or an assistant's master's) works, else a collector's
  const artistType = me?.artist_id ? 1 : me?.collector_id ? 2 : null;
  const state = useLoad(artistType ? (signal) => ownWorks(artistType, signal) : null, [artistType, me?.id]);
  const id = Number(query.id) || undefined;

  return (
    <PreviewScreen title="preview">
      <LoginGate what={t('titles.preview', { ns: 'common' })}>
        {me && !artistType ? (
          <StateView kind="empty" title={t('preview.noIdentity')} className="pv-error" testId="preview-none" />
        ) : meStatus === 'failed' ? (
          <StateView kind="failed" title={t('common.loadFailed')} className="pv-error" />
        ) : (
          <LoadState state={state}>
            {({ list }) => {
              const work = workToPreview(list, id);
              const edit = artistType === 2 ? '/renzhen_col' : '/renzhen';
              return work ? (
                <WorkPreview work={work} edit={edit} />
              ) : (
                <StateView kind="empty" title={t('preview.noWorks')} className="pv-error" testId="preview-none" />
              );
            }}
          </LoadState>
        )}
      </LoginGate>
    </PreviewScreen>
  );
}
