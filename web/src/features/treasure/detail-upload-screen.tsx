// /imgUpdate/{id}: the treasure's author or holder sends detail pictures (each under 10M)
// for review, and sees the review state and the pictures already shown.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE } from '#contract/codes.ts';
import { DETAIL_UPLOAD_NOTE_MAX, DETAIL_UPLOAD_PICTURES_MAX, IMAGE_WIDTH_SMALL } from '#contract/limits.ts';
import { message } from '#contract/messages.ts';
import { Page } from '../../components/page.tsx';
import { api, apiData } from '../../lib/api/client.ts';
import { alertMessage, toast, toastSuccess } from '../../lib/feedback.ts';
import { currentLang } from '../../lib/i18n.ts';
import { useScreenParams } from '../../lib/params.ts';
import { useSession } from '../../lib/session.ts';
import { sized } from '../../lib/sized-image.ts';
import { useLoad } from '../../lib/use-load.ts';
import { ClockIcon } from './icons.tsx';
import { openImageViewer } from './image-viewer.ts';
import { PicturePicker } from './picture-picker.tsx';
import { formatDateTime } from './rules.ts';
import { Loading, LoginNeeded, SummaryHeader } from './satellite-parts.tsx';
import './texts.ts';
import './treasure.css';
import './treasure-sections.css';
import './satellites.css';
import './forms.css';
import { StateView } from '../../components/state-view.tsx';
import { useSaving } from '../../lib/use-saving.ts';
import { CountedText, SendButton, SentForm } from './form-parts.tsx';

function Thumbs({ pictures, testId }: { pictures: string[]; testId?: string }) {
  const { t } = useTranslation('treasure');
  return (
    <div className="thumb-grid" data-testid={testId}>
      {pictures.map((url, i) => (
        <button
          type="button"
          className="thumb"
          key={url}
          onClick={() => void openImageViewer(pictures, i)}
          aria-label={t('section.openPicture', { n: i + 1 })}
        >
          <img src={sized(url, IMAGE_WIDTH_SMALL)} alt="" loading="lazy" />
        </button>
      ))}
    </div>
  );
}

function DetailUpload({ id }: { id: number }) {
  const { t } = useTranslation('treasure');
  const state = useLoad(
    () =>
      Promise.all([
        apiData('treasureSummary', { params: { id } }),
        apiData('detailUploadStatus', { params: { goods_id: id } }),
      ]),
    [id],
  );
  const [pictures, setPictures] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [uploading, setUploading] = useState(false);
  const saving = useSaving();

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed')
    return (
      <StateView
        kind="empty"
        title={state.error.code === CODE.forbidden ? state.error.message : t('state.empty')}
        hint={state.error.code === CODE.forbidden ? undefined : state.error.message}
        testId="satellite-empty"
      />
    );
  const [summary, status] = state.data;
  const latest = status.latest;

  const submit = async () => {
    if (uploading) return;
    if (pictures.length === 0) {
      toast(message('detailPicturesRequired', currentLang()));
      return;
    }
    await saving.run(async () => {
      const answer = await api('detailUploadSubmit', { body: { goods_id: id, pictures, note: note.trim() } });
      if (answer.code === CODE.ok) {
        toastSuccess(answer.msg);
        state.setData(([s, current]) => [s, { ...current, latest: answer.data, can_upload: false }]);
        setPictures([]);
        setNote('');
      } else await alertMessage(answer.msg);
    });
  };

  return (
    <>
      <SummaryHeader summary={summary} />
      <section className="card" aria-label={t('detailUpload.approved')}>
        <h2 className="card-title">{t('detailUpload.approved')}</h2>
        {status.approved.length > 0 ? (
          <Thumbs pictures={status.approved} testId="approved-pictures" />
        ) : (
          <p className="muted">{t('detailUpload.noneApproved')}</p>
        )}
      </section>
      {latest && (
        <section className="card" aria-label={t('detailUpload.latest')}>
          <h2 className="card-title">
            {t('detailUpload.latest')}
            <span className={`review-badge review-badge--${latest.status}`} data-testid="review-status">
              {t(`detailUpload.status.${latest.status}`, { defaultValue: '' })}
            </span>
          </h2>
          <p className="muted review-time">
            <ClockIcon size={13} />
            {formatDateTime(latest.created_at)}
          </p>
          <Thumbs pictures={latest.pictures} />
          {latest.note && <p className="review-note">{latest.note}</p>}
        </section>
      )}
      {status.can_upload ? (
        <SentForm onSend={() => void submit()}>
          <h2 className="card-title">{t('detailUpload.heading')}</h2>
          <p className="muted report-lead">{t('detailUpload.lead')}</p>
          <PicturePicker
            pictures={pictures}
            max={DETAIL_UPLOAD_PICTURES_MAX}
            onChange={setPictures}
            onBusy={setUploading}
          />
          <CountedText
            label={t('detailUpload.note')}
            name="note"
            rows={3}
            value={note}
            max={DETAIL_UPLOAD_NOTE_MAX}
            placeholder={t('detailUpload.notePlaceholder')}
            onChange={setNote}
          />
          <SendButton held={saving.busy || uploading} testId="detail-upload-submit">
            {t('detailUpload.submit')}
          </SendButton>
        </SentForm>
      ) : (
        <p className="app-note" role="note" data-testid="upload-waiting">
          {t('detailUpload.waiting')}
        </p>
      )}
    </>
  );
}

export default function DetailUploadScreen() {
  const { t } = useTranslation();
  const { params } = useScreenParams();
  const { token } = useSession();
  return (
    <Page title={t('titles.imgUpdate')} className="satellite-page">
      {token ? <DetailUpload id={Number(params.id)} /> : <LoginNeeded />}
    </Page>
  );
}
