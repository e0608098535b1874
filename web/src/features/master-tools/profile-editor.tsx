// Celebrity authentication and info edit (/masterinfo, /masterinfo_col): profile texts in both
// languages, photo, gender and birthday, honors (one per line, fewer than 100 lines, each under
// 50 Chinese characters) and up to 10 celebrity certificates (each under 10M).
import { Form, Input, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CERTIFICATES_MAX,
  honorLines,
  PROFILE_INTRO_MAX,
  PROFILE_NAME_MAX,
  PROFILE_TITLE_MAX,
} from '#contract/limits.ts';
import type { DataOf } from '../../lib/api/client.ts';
import { apiData } from '../../lib/api/client.ts';
import { loadMe } from '../../lib/session.ts';
import { useLoad } from '../../lib/use-load.ts';
import { DayItem } from './day-item.tsx';
import { PictureField, useUploads } from './picture-field.tsx';
import { artistTypeOf, isUncertified, type ToolRole } from './role.ts';
import { NotLoaded, SendButton, toolScreen } from './tool-frame.tsx';
import { certificatesProblem, honorsProblem, say } from './tool-rules.ts';
import { useToolSubmit } from './use-tool-submit.ts';

type Profile = DataOf<'ownerProfile'>;
type Certificate = Profile['certificate_info'][number];

export function ProfileEditor({ role, institution }: { role: ToolRole; institution: boolean }) {
  const artistType = artistTypeOf(role);
  const load = useLoad(() => apiData('ownerProfile', { query: { artist_type: artistType } }), [String(artistType)]);
  if (!load.data) return <NotLoaded load={load} />;
  return (
    <ProfileForm
      key={load.data.id ?? 0}
      profile={load.data}
      role={role}
      institution={institution}
      onSaved={load.setData}
    />
  );
}

function HonorsField({
  value,
  onChange,
  label,
  testId,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation('masterTools');
  const problem = honorsProblem(value);
  return (
    <Form.Item
      label={label}
      description={
        <span className={problem ? 'tool-field-error' : ''} data-testid={`${testId}-hint`}>
          {problem ?? `${t('profile.honorsHint')} · ${t('profile.honorsCount', { n: honorLines(value).length })}`}
        </span>
      }
    >
      <TextArea
        value={value}
        onChange={onChange}
        autoSize={{ minRows: 4, maxRows: 10 }}
        placeholder={t('profile.honorsPlaceholder')}
        data-testid={testId}
      />
    </Form.Item>
  );
}

function ProfileForm({
  profile,
  role,
  institution,
  onSaved,
}: {
  profile: Profile;
  role: ToolRole;
  institution: boolean;
  onSaved: (p: Profile) => void;
}) {
  const { t } = useTranslation('masterTools');
  const [form, setForm] = useState(profile);
  const [certificates, setCertificates] = useState<Certificate[]>(profile.certificate_info);
  const saving = useToolSubmit();
  const uploads = useUploads();
  const set = <K extends keyof Profile>(key: K, value: Profile[K]) => setForm((f) => ({ ...f, [key]: value }));

  const setCertificatePictures = (urls: string[]) =>
    setCertificates((list) =>
      urls.map((pic) => list.find((c) => c.pic === pic) ?? { pic, content: '', content_intl: '' }),
    );
  const setCaption = (index: number, field: 'content' | 'content_intl', value: string) =>
    setCertificates((list) => list.map((c, i) => (i === index ? { ...c, [field]: value } : c)));

  const save = () =>
    saving.submit({
      uploads,
      problem:
        (!form.name.trim() ? say('nameRequired') : null) ??
        honorsProblem(form.honor) ??
        honorsProblem(form.honor_intl) ??
        certificatesProblem(certificates.length),
      send: async () => {
        const saved = await apiData('editOwnerProfile', {
          body: {
            artist_type: artistTypeOf(role),
            name: form.name,
            name_intl: form.name_intl,
            title: form.title,
            title_intl: form.title_intl,
            pic: form.pic,
            content: form.content,
            content_intl: form.content_intl,
            honor: form.honor,
            honor_intl: form.honor_intl,
            birthday: form.birthday ?? '',
            gender: form.gender === null ? '' : String(form.gender),
            certificates,
          },
        });
        onSaved(saved);
      },
      succeeded: t('profile.saved'),
      afterwards: () => void loadMe().catch(() => undefined),
    });

  const statusKey =
    profile.status === 0 ? 'certified' : isUncertified(profile.status) && profile.id ? 'pending' : 'uncertified';
  const statusText =
    statusKey === 'certified' && role === 'collector'
      ? t(institution ? 'profile.certifiedInstitution' : 'profile.certifiedCollector')
      : t(`profile.${statusKey}`);
  return (
    <div className="tool-stack" data-testid="profile-editor">
      <div className={`tool-banner is-${statusKey}`} data-testid="profile-status">
        {statusText}
      </div>

      <section className="card">
        <h2 className="card-title">{t('profile.basics')}</h2>
        <Form layout="vertical" className="tool-form">
          <Form.Item label={t('profile.photo')}>
            <PictureField
              value={form.pic ? [form.pic] : []}
              onChange={(urls) => set('pic', urls[0] ?? '')}
              kind="image"
              max={1}
              testId="photo-field"
              onUploadingChange={uploads.track('photo')}
            />
          </Form.Item>
          <Form.Item label={institution ? t('profile.nameInst') : t('profile.name')} required>
            <Input
              value={form.name}
              onChange={(v) => set('name', v)}
              maxLength={PROFILE_NAME_MAX}
              placeholder={t('profile.namePlaceholder')}
              data-testid="name-input"
            />
          </Form.Item>
          <Form.Item label={t('profile.nameIntl')}>
            <Input value={form.name_intl} onChange={(v) => set('name_intl', v)} maxLength={60} />
          </Form.Item>
          <Form.Item label={t('profile.title')}>
            <Input
              value={form.title}
              onChange={(v) => set('title', v)}
              maxLength={PROFILE_TITLE_MAX}
              placeholder={t('profile.titlePlaceholder')}
            />
          </Form.Item>
          <Form.Item label={t('profile.titleIntl')}>
            <Input value={form.title_intl} onChange={(v) => set('title_intl', v)} maxLength={PROFILE_TITLE_MAX * 3} />
          </Form.Item>
          {!institution && (
            <>
              <Form.Item label={t('profile.gender')}>
                <Selector
                  columns={2}
                  value={form.gender === null ? [] : [String(form.gender)]}
                  onChange={(v) => set('gender', v.length ? Number(v[0]) : null)}
                  options={[
                    { label: t('profile.male'), value: '0' },
                    { label: t('profile.female'), value: '1' },
                  ]}
                  data-testid="gender-selector"
                />
              </Form.Item>
              <DayItem
                label={t('profile.birthday')}
                value={form.birthday}
                onChange={(birthday) => set('birthday', birthday)}
                from={new Date(1900, 0, 1)}
                opensOn={new Date(1970, 0, 1)}
                testId="birthday-value"
              />
            </>
          )}
        </Form>
      </section>

      <section className="card">
        <h2 className="card-title">{institution ? t('profile.introInst') : t('profile.intro')}</h2>
        <Form layout="vertical" className="tool-form">
          <Form.Item>
            <TextArea
              value={form.content}
              onChange={(v) => set('content', v)}
              maxLength={PROFILE_INTRO_MAX}
              showCount
              autoSize={{ minRows: 4, maxRows: 10 }}
              placeholder={t('profile.introPlaceholder')}
            />
          </Form.Item>
          <Form.Item label={t('profile.introIntl')}>
            <TextArea
              value={form.content_intl}
              onChange={(v) => set('content_intl', v)}
              maxLength={PROFILE_INTRO_MAX * 3}
              autoSize={{ minRows: 3, maxRows: 10 }}
            />
          </Form.Item>
        </Form>
      </section>

      <section className="card">
        <h2 className="card-title">{t('profile.honors')}</h2>
        <Form layout="vertical" className="tool-form">
          <HonorsField
            label={t('profile.honors')}
            value={form.honor}
            onChange={(v) => set('honor', v)}
            testId="honor-input"
          />
          <HonorsField
            label={t('profile.honorsIntl')}
            value={form.honor_intl}
            onChange={(v) => set('honor_intl', v)}
            testId="honor-intl-input"
          />
        </Form>
      </section>

      <section className="card">
        <h2 className="card-title">
          {role === 'master' ? t('profile.certificates') : t('profile.certificatesCollector')}
          <span className="tool-counter">
            {certificates.length}/{CERTIFICATES_MAX}
          </span>
        </h2>
        <p className="muted tool-hint">{t('profile.certificatesHint', { max: CERTIFICATES_MAX })}</p>
        <PictureField
          value={certificates.map((c) => c.pic)}
          onChange={setCertificatePictures}
          kind="certificate"
          max={CERTIFICATES_MAX}
          testId="certificates-field"
          onUploadingChange={uploads.track('certificates')}
        />
        {certificates.map((certificate, index) => (
          <div className="tool-caption" key={certificate.pic}>
            <img src={certificate.pic} alt="" />
            <div>
              <Input
                value={certificate.content}
                onChange={(v) => setCaption(index, 'content', v)}
                placeholder={t('profile.caption')}
                maxLength={50}
              />
              <Input
                value={certificate.content_intl}
                onChange={(v) => setCaption(index, 'content_intl', v)}
                placeholder={t('profile.captionIntl')}
                maxLength={150}
              />
            </div>
          </div>
        ))}
      </section>

      <div className="tool-actions">
        <SendButton busy={saving.busy} onSend={save} testId="save-profile" large>
          {t('common.save')}
        </SendButton>
      </div>
    </div>
  );
}

export const MasterInfoScreen = toolScreen({ title: 'masterinfo', role: 'master' }, () => (
  <ProfileEditor role="master" institution={false} />
));
export const CollectorInfoScreen = toolScreen({ title: 'masterinfo_col', role: 'collector' }, (me) => (
  <ProfileEditor role="collector" institution={me.is_collector_inst === 1} />
));
