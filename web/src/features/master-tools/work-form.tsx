// The form of a work: kind (culture-competition or ordinary, for compete_status 2), names,
// pictures, description, date and treasure data; saved as a draft or sent for review.
import { Button, Form, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TREASURE_DATA_MAX,
  WORK_DATA_LABEL_MAX,
  WORK_DATA_VALUE_MAX,
  WORK_NAME_MAX,
  WORK_PICTURES_MAX,
} from '#contract/limits.ts';
import { apiData, showError } from '../../lib/api/client.ts';
import { toast, toastSuccess } from '../../lib/feedback.ts';
import { pick } from '../../lib/i18n.ts';
import { DayItem } from './day-item.tsx';
import { DescriptionArea } from './description-area.tsx';
import { PictureField, useUploads } from './picture-field.tsx';
import { artistTypeOf, type ToolRole } from './role.ts';
import { StatusTag } from './status-tag.tsx';
import { say, workProblem } from './tool-rules.ts';
import type { Work } from './work.ts';

type Kind = 'ordinary' | 'competition';
type Line = { label: string; value: string };

type Props = {
  role: ToolRole;
  work: Work | null;
  canCompete: boolean;
  initialKind: Kind;
  onSaved: (work: Work, submitted: boolean) => void | Promise<void>;
  onNew: () => void;
};

export function WorkForm({ role, work, canCompete, initialKind, onSaved, onNew }: Props) {
  const { t } = useTranslation('masterTools');
  const [kind, setKind] = useState<Kind>(work?.kind ?? initialKind);
  const [name, setName] = useState(work?.name ?? '');
  const [nameIntl, setNameIntl] = useState(work?.name_intl ?? '');
  const [pictures, setPictures] = useState<string[]>(work?.pictures ?? []);
  const [description, setDescription] = useState(work?.description ?? '');
  const [descriptionIntl, setDescriptionIntl] = useState(work?.description_intl ?? '');
  const [date, setDate] = useState<string | null>(work?.manufacturing_date ?? null);
  const [lines, setLines] = useState<Line[]>(work?.data_lines.length ? work.data_lines : [{ label: '', value: '' }]);
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const uploads = useUploads();

  const setLine = (index: number, patch: Partial<Line>) =>
    setLines((list) => list.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const addLine = () => {
    if (lines.length >= TREASURE_DATA_MAX) {
      toast(say('treasureDataTooMany', { max: TREASURE_DATA_MAX }));
      return;
    }
    setLines((list) => [...list, { label: '', value: '' }]);
  };

  const send = async (submit: boolean) => {
    if (uploads.stillUploading()) return;
    const data_lines = lines.filter((line) => line.label.trim() || line.value.trim());
    const problem = workProblem({ name, pictures, description, description_intl: descriptionIntl, data_lines }, submit);
    if (problem) {
      toast(problem);
      return;
    }
    setBusy(submit ? 'submit' : 'draft');
    try {
      const saved = await apiData('saveWork', {
        body: {
          artist_type: artistTypeOf(role),
          id: work?.id,
          kind,
          name,
          name_intl: nameIntl,
          pictures,
          description,
          description_intl: descriptionIntl,
          data_lines,
          manufacturing_date: date ?? '',
          submit: submit ? 1 : 0,
        },
      });
      toastSuccess(submit ? say('submitSucceed') : say('saved'));
      await onSaved(saved, submit);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="tool-stack" data-testid="work-form">
      {work && (
        <div className="tool-editing">
          <div>
            <strong>{t('works.editing', { name: pick(work, 'name') })}</strong>
            <StatusTag kind="work" status={work.status} />
          </div>
          {pick(work, 'review_note') && (
            <p className="tool-review-note">{t('works.reviewNote', { note: pick(work, 'review_note') })}</p>
          )}
          <Button size="mini" fill="outline" onClick={onNew}>
            {t('works.newWork')}
          </Button>
        </div>
      )}
      <section className="card">
        <Form layout="vertical" className="tool-form">
          {canCompete && (
            <Form.Item label={t('works.kind')}>
              <Selector
                columns={2}
                value={[kind]}
                onChange={(v) => v.length && setKind(v[0] as Kind)}
                options={[
                  { label: t('works.ordinary'), value: 'ordinary' },
                  { label: t('works.competition'), value: 'competition' },
                ]}
                data-testid="kind-selector"
              />
            </Form.Item>
          )}
          <Form.Item label={t('works.name')} required>
            <Input
              value={name}
              onChange={setName}
              maxLength={WORK_NAME_MAX}
              placeholder={t('works.namePlaceholder')}
              clearable
              data-testid="work-name"
            />
          </Form.Item>
          <Form.Item label={t('common.withOptional', { label: t('works.nameIntl') })}>
            <Input
              value={nameIntl}
              onChange={setNameIntl}
              maxLength={WORK_NAME_MAX * 3}
              clearable
              aria-label={t('works.nameIntl')}
            />
          </Form.Item>
          <Form.Item
            label={t('works.pictures')}
            required
            description={t('works.picturesHint', { max: WORK_PICTURES_MAX })}
          >
            <PictureField
              value={pictures}
              onChange={setPictures}
              kind="image"
              max={WORK_PICTURES_MAX}
              testId="work-pictures"
              onUploadingChange={uploads.track('pictures')}
            />
          </Form.Item>
          <Form.Item label={t('works.description')} required>
            <DescriptionArea
              value={description}
              onChange={setDescription}
              placeholder={t('works.descriptionPlaceholder')}
              rows={[3, 8]}
              testId="work-description"
            />
          </Form.Item>
          <Form.Item label={t('common.withOptional', { label: t('works.descriptionIntl') })}>
            <DescriptionArea
              value={descriptionIntl}
              onChange={setDescriptionIntl}
              placeholder={t('works.descriptionIntl')}
              rows={[2, 8]}
            />
          </Form.Item>
          <DayItem label={t('works.date')} value={date} onChange={setDate} from={new Date(1900, 0, 1)} />
        </Form>
      </section>

      <section className="card">
        <h2 className="card-title">
          {t('works.dataLines')}
          <span className="tool-counter" data-testid="data-lines-count">
            {lines.length}/{TREASURE_DATA_MAX}
          </span>
        </h2>
        <p className="muted tool-hint">{t('works.dataLinesHint')}</p>
        {lines.map((line, index) => (
          <div className="tool-data-line" key={index}>
            <Input
              value={line.label}
              onChange={(v) => setLine(index, { label: v })}
              placeholder={t('works.label')}
              maxLength={WORK_DATA_LABEL_MAX}
            />
            <Input
              value={line.value}
              onChange={(v) => setLine(index, { value: v })}
              placeholder={t('works.value')}
              maxLength={WORK_DATA_VALUE_MAX}
            />
            <button
              type="button"
              className="tool-remove"
              aria-label={t('common.delete')}
              onClick={() => setLines((list) => list.filter((_, i) => i !== index))}
            >
              ×
            </button>
          </div>
        ))}
        <Button
          block
          fill="outline"
          size="small"
          onClick={addLine}
          disabled={lines.length >= TREASURE_DATA_MAX}
          data-testid="add-line"
        >
          + {t('works.addLine')}
        </Button>
      </section>

      <div className="tool-actions is-pair">
        <Button
          shape="rounded"
          size="large"
          loading={busy === 'draft'}
          disabled={busy !== null}
          onClick={() => void send(false)}
          data-testid="save-draft"
        >
          {t('works.saveDraft')}
        </Button>
        <Button
          color="primary"
          shape="rounded"
          size="large"
          loading={busy === 'submit'}
          disabled={busy !== null}
          onClick={() => void send(true)}
          data-testid="submit-review"
        >
          {t('works.submitReview')}
        </Button>
      </div>
    </div>
  );
}
