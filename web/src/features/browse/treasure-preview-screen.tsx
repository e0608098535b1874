// /preview: how a treasure will look once published, before it is sent for review
// (?id= names it): the draft and review wording of product §4.
import { Button, Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InfoList } from '../../components/preview/info-list.tsx';
import { LoadState } from '../../components/preview/load-state.tsx';
import { showNotSent } from '../../components/preview/not-sent.ts';
import { ExampleData, PreviewScreen, Section } from '../../components/preview/preview-screen.tsx';
import { StateTag } from '../../components/preview/state-tag.tsx';
import { treasureById } from '../../components/preview/treasure-calls.ts';
import { Price } from '../../components/preview/treasure-cards.tsx';
import { levelName, pick } from '../../lib/i18n.ts';
import { useScreenParams } from '../../lib/params.ts';
import { useLoad } from '../../lib/use-load.ts';
import './texts.ts';

export default function TreasurePreviewScreen() {
  const { t } = useTranslation('preview');
  const navigate = useNavigate();
  const { query } = useScreenParams();
  const id = Number(query.id) || 1;
  const state = useLoad((signal) => treasureById(id, signal), [id]);

  return (
    <PreviewScreen title="preview">
      <ExampleData>{t('preview.example')}</ExampleData>
      <Section title={t('preview.statusTitle')} extra={<StateTag state="draft" />}>
        <Steps current={0} className="pv-steps-horizontal">
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
      <LoadState state={state}>
        {(treasure) => (
          <article className="card pv-draft" data-testid="draft-preview">
            <div className="pv-draft-image">
              {treasure.pictures[0] && <img src={treasure.pictures[0]} alt={pick(treasure, 'name')} />}
              <span className="pv-draft-mark">{t('preview.draftNote')}</span>
            </div>
            <h2 className="pv-draft-name serif">{pick(treasure, 'name')}</h2>
            <p className="muted">
              {t('common.by', { name: pick(treasure.artist, 'name') })} · {levelName(treasure.level)}
            </p>
            <Price value={treasure.price} />
            {treasure.info.length > 0 && (
              <>
                <h3 className="card-title pv-draft-sub">{t('preview.data')}</h3>
                <InfoList rows={treasure.info.map((line) => [pick(line, 'label'), pick(line, 'value')])} />
              </>
            )}
            <p className="pv-draft-text">{pick(treasure, 'description').split('\n').slice(0, 3).join('\n')}</p>
          </article>
        )}
      </LoadState>
      <div className="pv-actions">
        <Button shape="rounded" onClick={() => navigate('/renzhen')}>
          {t('preview.edit')}
        </Button>
        <Button shape="rounded" color="primary" onClick={() => showNotSent()}>
          {t('preview.submit')}
        </Button>
      </div>
    </PreviewScreen>
  );
}
