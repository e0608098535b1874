// The report forms of /report/{id} (accuse_pattern 0: the treasure, 1: its author) and
// /adtiViolation/{id}: a reason, a description up to 200 characters, optional pictures and
// phone. Reports need a login and the messaging app; the server refuses sensitive words.
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CODE } from '#contract/codes.ts';
import { PHONE_LENGTH, REPORT_DESCRIPTION_MAX, REPORT_PICTURES_MAX } from '#contract/limits.ts';
import { message } from '#contract/messages.ts';
import { ACCUSE_PATTERN, REPORT_REASONS, reportProblem, VIOLATION_REASONS } from '#contract/rules/report.ts';
import { Page } from '../../components/page.tsx';
import { api, apiData } from '../../lib/api/client.ts';
import { alertMessage, toast, toastSuccess } from '../../lib/feedback.ts';
import { useHelpText } from '../../lib/help-texts.ts';
import { currentLang } from '../../lib/i18n.ts';
import { requireMessagingApp } from '../../lib/messaging-app.ts';
import { isMessagingApp } from '../../lib/messaging-app-detect.ts';
import { screenUrl } from '../../lib/params.ts';
import { requireLogin } from '../../lib/session.ts';
import { useLoad } from '../../lib/use-load.ts';
import { SealIcon } from './icons.tsx';
import { PicturePicker } from './picture-picker.tsx';
import { Loading, SummaryHeader } from './satellite-parts.tsx';
import './forms.css';
import { StateView } from '../../components/state-view.tsx';
import { useSaving } from '../../lib/use-saving.ts';
import { CountedText, SendButton, SentForm } from './form-parts.tsx';

export type ReportKind = 'report' | 'violation';
type Form = { reason: string; content: string; pictures: string[]; contact: string };

export function ReportForm({
  kind,
  goodsId,
  accusePattern,
}: {
  kind: ReportKind;
  goodsId: number;
  accusePattern: number;
}) {
  const { t } = useTranslation('treasure');
  const { t: tc } = useTranslation();
  const tip = useHelpText('report_tip');
  const state = useLoad(() => apiData('treasureSummary', { params: { id: goodsId } }), [goodsId]);
  const [form, setForm] = useState<Form>({ reason: '', content: '', pictures: [], contact: '' });
  const [uploading, setUploading] = useState(false);
  const [sent, setSent] = useState(false);
  const saving = useSaving();
  const reasons = kind === 'report' ? REPORT_REASONS : VIOLATION_REASONS;
  const reasonTexts = kind === 'report' ? 'report.reasons' : 'report.violationReasons';
  const heading =
    kind === 'violation'
      ? t('report.headingViolation')
      : accusePattern === ACCUSE_PATTERN.author
        ? t('report.headingAuthor')
        : t('report.headingTreasure');
  const title = tc(kind === 'violation' ? 'titles.adtiViolation' : 'titles.report');

  const submit = async () => {
    if (uploading) return;
    if (!requireLogin()) return;
    if (!(await requireMessagingApp())) return;
    const problem = reportProblem(form, reasons);
    if (problem) {
      toast(message(problem.key, currentLang(), problem.args));
      return;
    }
    await saving.run(async () => {
      const body = {
        goods_id: goodsId,
        reason: form.reason,
        content: form.content.trim(),
        pictures: form.pictures,
        contact: form.contact.trim() || undefined,
      };
      const answer =
        kind === 'report'
          ? await api('reportSubmit', {
              body: { ...body, accuse_pattern: accusePattern === ACCUSE_PATTERN.author ? 1 : 0 },
            })
          : await api('violationSubmit', { body });
      if (answer.code === CODE.ok) {
        toastSuccess(answer.msg);
        setSent(true);
      } else await alertMessage(answer.msg);
    });
  };

  if (state.status === 'loading')
    return (
      <Page title={title}>
        <Loading />
      </Page>
    );
  if (state.status === 'failed')
    return (
      <Page title={title}>
        <StateView kind="empty" title={t('state.empty')} hint={state.error.message} testId="satellite-empty" />
      </Page>
    );
  return (
    <Page title={title} className="satellite-page">
      <SummaryHeader summary={state.data} />
      {sent ? (
        <div className="card report-done" role="status" data-testid="report-done">
          <SealIcon size={48} />
          <strong>{t('report.doneTitle')}</strong>
          <p className="muted">{t('report.doneHint')}</p>
          <Link className="secondary-button" to={screenUrl(`/detail/${goodsId}`)}>
            {t('report.backToTreasure')}
          </Link>
        </div>
      ) : (
        <SentForm onSend={() => void submit()}>
          <h2 className="card-title">{heading}</h2>
          <p className="muted report-lead">
            {tip || t(kind === 'violation' ? 'report.leadViolation' : 'report.leadTreasure')}
          </p>
          {!isMessagingApp() && (
            <p className="app-note" role="note">
              {t('report.appOnly')}
            </p>
          )}
          <fieldset className="reasons">
            <legend className="form-label">{t('report.reason')}</legend>
            {reasons.map((reason) => (
              <label key={reason} className={`reason-chip ${form.reason === reason ? 'reason-chip--on' : ''}`}>
                <input
                  type="radio"
                  name="reason"
                  value={reason}
                  checked={form.reason === reason}
                  onChange={() => setForm({ ...form, reason })}
                />
                {t(`${reasonTexts}.${reason}` as ParseKeys<'treasure'>)}
              </label>
            ))}
          </fieldset>
          <CountedText
            label={t('report.description')}
            name="content"
            rows={5}
            value={form.content}
            max={REPORT_DESCRIPTION_MAX}
            placeholder={t('report.descriptionPlaceholder')}
            onChange={(content) => setForm({ ...form, content })}
            counterTestId="content-counter"
          />
          <div className="form-field">
            <span className="form-label">{t('report.pictures')}</span>
            <PicturePicker
              pictures={form.pictures}
              max={REPORT_PICTURES_MAX}
              onChange={(pictures) => setForm({ ...form, pictures })}
              onBusy={setUploading}
            />
          </div>
          <label className="form-field">
            <span className="form-label">{t('report.contact')}</span>
            <input
              name="contact"
              type="tel"
              inputMode="numeric"
              maxLength={PHONE_LENGTH}
              value={form.contact}
              placeholder={t('report.contactPlaceholder')}
              onChange={(event) => setForm({ ...form, contact: event.target.value.replace(/\D+/g, '') })}
            />
          </label>
          <SendButton held={saving.busy || uploading} testId="report-submit">
            {t('report.submit')}
          </SendButton>
        </SentForm>
      )}
    </Page>
  );
}
