// Becoming a master, a collector or a collection institution (/robot, /robot_col, /robot_inst):
// what it brings, the lifetime entry fee as a special offer, the role rules of product §6
// (a master cannot become an institution; an institution cannot become a collector), and the
// application with its review state.
import { Button, Form, Input } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Me } from '#contract/entities/user.ts';
import { APPLICANT_NAME_MAX, ITEM_DESCRIPTION_MAX } from '#contract/limits.ts';
import { PhoneInput } from '../../components/phone-input.tsx';
import { apiData } from '../../lib/api/client.ts';
import { useLoad } from '../../lib/use-load.ts';
import { DescriptionArea } from './description-area.tsx';
import { StatusTag } from './status-tag.tsx';
import { NotLoaded, SendButton, toolScreen } from './tool-frame.tsx';
import { personProblem, say, textTooLong } from './tool-rules.ts';
import { useToolSubmit } from './use-tool-submit.ts';

export type RoleName = 'master' | 'collector' | 'institution';

const HOME: Record<RoleName, string> = { master: '/home', collector: '/home_col', institution: '/home_inst' };
const FAILED = 3;
/** Where someone refused by the role rules belongs: an institution (refused as a collector), a master (refused as an institution). */
const REFUSED_HOME: Record<RoleName, string> = { master: '/home', collector: '/home_inst', institution: '/home' };

function Hero({ role }: { role: RoleName }) {
  const { t } = useTranslation('masterTools');
  const perks = t(`robot.${role}.perks`, { returnObjects: true }) as string[];
  return (
    <section className={`tool-robot-hero is-${role}`} data-testid="role-hero">
      <h2 className="serif">{t(`robot.${role}.title`)}</h2>
      <p>{t(`robot.${role}.lead`)}</p>
      <ul>
        {perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      {role === 'master' && (
        <div className="tool-fee" data-testid="lifetime-fee">
          <span className="tool-fee-offer">{t('robot.feeOffer')}</span>
          <span className="tool-fee-label">{t('robot.fee')}</span>
          <strong className="tool-fee-value">{t('robot.feeValue')}</strong>
          <span className="tool-fee-note">{t('robot.feeNote')}</span>
        </div>
      )}
    </section>
  );
}

export function RoleApplication({ role, me }: { role: RoleName; me: Me }) {
  const { t } = useTranslation('masterTools');
  const navigate = useNavigate();
  const load = useLoad(() => apiData('roleApplication', { query: { role } }), [role]);
  const [name, setName] = useState(me.nickname);
  const [phone, setPhone] = useState(me.phone);
  const [intro, setIntro] = useState('');
  const [again, setAgain] = useState(false);
  const saving = useToolSubmit();

  const submit = () =>
    saving.submit({
      problem:
        personProblem({ name, phone }, APPLICANT_NAME_MAX, 'applicantNameRequired') ??
        textTooLong(intro, ITEM_DESCRIPTION_MAX),
      send: async () => {
        await apiData('applyRole', { body: { role, name: name.trim(), phone: phone.trim(), intro } });
      },
      succeeded: say('submitSucceed'),
      afterwards: () => {
        setAgain(false);
        return load.reload();
      },
    });

  let body: ReactNode;
  const standing = load.data;
  if (!standing) body = <NotLoaded load={load} />;
  else if (standing.member) {
    body = (
      <section className="card tool-robot-state" data-testid="role-member">
        <p>{t('robot.member')}</p>
        <Button color="primary" shape="rounded" onClick={() => navigate(HOME[role])}>
          {t('robot.goHome')}
        </Button>
      </section>
    );
  } else if (standing.refusal) {
    body = (
      <section className="card tool-robot-state is-refused">
        <p data-testid="role-refusal">{standing.refusal}</p>
        <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate(REFUSED_HOME[role])}>
          {t('robot.goHome')}
        </Button>
      </section>
    );
  } else if (standing.application && !(again && standing.application.status === FAILED)) {
    const application = standing.application;
    body = (
      <section className="card tool-robot-state" data-testid="role-application">
        <h3 className="serif">{t('robot.submitted')}</h3>
        <p>
          <span className="muted">{t('robot.applicationStatus')}</span>
          <StatusTag kind="application" status={application.status} />
        </p>
        <p className="muted">{t('robot.submittedAt', { date: application.created_at.slice(0, 10) })}</p>
        <p className="muted">{t('robot.after')}</p>
        {application.status === FAILED && (
          <Button color="primary" fill="outline" shape="rounded" onClick={() => setAgain(true)}>
            {t('robot.applyAgain')}
          </Button>
        )}
      </section>
    );
  } else {
    body = (
      <section className="card">
        <h2 className="card-title">{t('robot.formTitle')}</h2>
        <Form layout="vertical" className="tool-form">
          <Form.Item label={t('robot.name')} required>
            <Input
              value={name}
              onChange={setName}
              maxLength={APPLICANT_NAME_MAX}
              placeholder={t('robot.namePlaceholder')}
              clearable
              data-testid="applicant-name"
            />
          </Form.Item>
          <Form.Item label={t('robot.phone')} required>
            <PhoneInput
              value={phone}
              onChange={setPhone}
              placeholder={t('robot.phonePlaceholder')}
              data-testid="applicant-phone"
            />
          </Form.Item>
          <Form.Item label={t('robot.intro')}>
            <DescriptionArea
              value={intro}
              onChange={setIntro}
              placeholder={t('robot.introPlaceholder')}
              rows={[3, 6]}
            />
          </Form.Item>
        </Form>
        <p className="muted tool-hint">{t('robot.after')}</p>
        <SendButton busy={saving.busy} onSend={submit} testId="apply-role" large>
          {t('robot.submit')}
        </SendButton>
      </section>
    );
  }

  return (
    <div className="tool-stack" data-testid={`robot-${role}`}>
      <Hero role={role} />
      {body}
    </div>
  );
}

export const BecomeMasterScreen = toolScreen({ title: 'robot', role: 'master', access: { anyone: true } }, (me) => (
  <RoleApplication role="master" me={me} />
));
export const BecomeCollectorScreen = toolScreen(
  { title: 'robot_col', role: 'collector', access: { anyone: true }, back: '/home_col' },
  (me) => <RoleApplication role="collector" me={me} />,
);
export const BecomeInstitutionScreen = toolScreen(
  { title: 'robot_inst', role: 'collector', access: { anyone: true }, back: '/home_inst' },
  (me) => <RoleApplication role="institution" me={me} />,
);
