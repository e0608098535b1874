// Account authorisation (/shouquan and /sqDetail, with their _col twins): authorise an
// assistant by name and phone, the list of authorisations, one in detail, and revoking it.
import { Avatar, Button, Form, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ASSISTANT_NAME_MAX, PHONE_LENGTH } from '#contract/limits.ts';
import { PhoneInput } from '../../components/phone-input.tsx';
import { StateView } from '../../components/state-view.tsx';
import type { DataOf } from '../../lib/api/client.ts';
import { apiData, showError } from '../../lib/api/client.ts';
import { confirmMessage, toastSuccess } from '../../lib/feedback.ts';
import { pick } from '../../lib/i18n.ts';
import { screenUrl, useScreenParams } from '../../lib/params.ts';
import { useLoad } from '../../lib/use-load.ts';
import { artistTypeOf, type ToolRole, toolRoute } from './role.ts';
import { StatusTag } from './status-tag.tsx';
import { NotLoaded, Refused, SendButton, toolScreen } from './tool-frame.tsx';
import { personProblem, say } from './tool-rules.ts';
import { useToolSubmit } from './use-tool-submit.ts';

type Authorisation = DataOf<'authorisationDetail'>;

const maskPhone = (phone: string) =>
  phone.length === PHONE_LENGTH ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
const dateOf = (iso: string) => iso.slice(0, 10);

export function AuthorisationList({ role }: { role: ToolRole }) {
  const { t } = useTranslation('masterTools');
  const navigate = useNavigate();
  const artistType = artistTypeOf(role);
  const load = useLoad(() => apiData('authorisations', { query: { artist_type: artistType } }), [String(artistType)]);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const saving = useToolSubmit();

  const authorise = () =>
    saving.submit({
      problem: personProblem({ name, phone }, ASSISTANT_NAME_MAX, 'assistantNameRequired'),
      send: async () => {
        await apiData('authorise', { body: { artist_type: artistType, name: name.trim(), phone: phone.trim() } });
      },
      succeeded: say('submitSucceed'),
      afterwards: () => {
        setName('');
        setPhone('');
        return load.reload();
      },
    });

  return (
    <div className="tool-stack" data-testid="authorisations">
      <p className="tool-intro">{t('authorise.intro')}</p>
      <section className="card">
        <h2 className="card-title">{t('authorise.formTitle')}</h2>
        <Form layout="horizontal" className="tool-form">
          <Form.Item label={t('authorise.name')}>
            <Input
              value={name}
              onChange={setName}
              maxLength={ASSISTANT_NAME_MAX}
              placeholder={t('authorise.namePlaceholder')}
              clearable
              data-testid="assistant-name"
            />
          </Form.Item>
          <Form.Item label={t('authorise.phone')}>
            <PhoneInput
              value={phone}
              onChange={setPhone}
              placeholder={t('authorise.phonePlaceholder')}
              data-testid="assistant-phone"
            />
          </Form.Item>
        </Form>
        <SendButton busy={saving.busy} onSend={authorise} testId="authorise">
          {t('authorise.submit')}
        </SendButton>
      </section>

      <section className="card">
        <h2 className="card-title">{t('authorise.list')}</h2>
        {!load.data ? (
          <NotLoaded load={load} />
        ) : load.data.list.length === 0 ? (
          <StateView kind="empty" title={t('authorise.empty')} />
        ) : (
          <List className="tool-plain-list">
            {load.data.list.map((item) => (
              <List.Item
                key={item.id}
                prefix={
                  <Avatar
                    src={item.assistant_user?.avatar ?? ''}
                    style={{ '--size': '40px', '--border-radius': '50%' }}
                  />
                }
                description={`${maskPhone(item.assistant_phone)} · ${dateOf(item.created_at)}`}
                extra={<StatusTag kind="authorisation" status={item.status} />}
                onClick={() => navigate(screenUrl(toolRoute('sqDetail', role), { id: item.id }))}
                data-testid={`authorisation-${item.id}`}
              >
                {pick(item, 'assistant_name')}
              </List.Item>
            ))}
          </List>
        )}
      </section>
    </div>
  );
}

export function AuthorisationDetail({ role }: { role: ToolRole }) {
  const { t } = useTranslation('masterTools');
  const navigate = useNavigate();
  const { query } = useScreenParams();
  const id = Number(query.id);
  const artistType = artistTypeOf(role);
  const load = useLoad(
    Number.isInteger(id) && id > 0
      ? () => apiData('authorisationDetail', { params: { id }, query: { artist_type: artistType } })
      : null,
    [artistType, id],
  );
  const [revoking, setRevoking] = useState(false);

  // opened without an id (a bookmark, a typed address): say so, and lead back to the list
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <Refused
        text={t('authorise.noSuchAuthorisation')}
        action={{ label: 'authorise.backToList', to: role === 'master' ? '/shouquan' : '/shouquan_col' }}
      />
    );
  }
  if (!load.data) return <NotLoaded load={load} />;
  const item: Authorisation = load.data;

  const revoke = async () => {
    if (
      !(await confirmMessage(t('authorise.confirmRevoke', { name: pick(item, 'assistant_name') }), {
        confirmText: t('authorise.revoke'),
      }))
    )
      return;
    setRevoking(true);
    try {
      const updated = await apiData('revokeAuthorisation', { body: { artist_type: artistType, id: item.id } });
      load.setData(updated);
      toastSuccess(say('revokeSuccess'));
    } catch (error) {
      showError(error);
    } finally {
      setRevoking(false);
    }
  };

  return (
    <div className="tool-stack" data-testid="authorisation-detail">
      <section className="card tool-person">
        <Avatar src={item.assistant_user?.avatar ?? ''} style={{ '--size': '56px', '--border-radius': '50%' }} />
        <div className="tool-person-text">
          <strong className="serif">{pick(item, 'assistant_name')}</strong>
          <p className="muted">{item.assistant_phone}</p>
        </div>
        <StatusTag kind="authorisation" status={item.status} />
      </section>
      <section className="card">
        <List className="tool-plain-list">
          <List.Item extra={<StatusTag kind="authorisation" status={item.status} />}>{t('authorise.status')}</List.Item>
          <List.Item extra={dateOf(item.created_at)}>{t('authorise.created')}</List.Item>
          <List.Item
            extra={item.assistant_user ? pick(item.assistant_user, 'nickname') : undefined}
            description={item.assistant_user ? undefined : t('authorise.noAccount')}
          >
            {t('authorise.account')}
          </List.Item>
        </List>
      </section>
      <section className="card tool-rights">
        <p>
          <strong>{t('authorise.can')}</strong>
          {t('authorise.canList')}
        </p>
        <p>
          <strong>{t('authorise.cannot')}</strong>
          {t('authorise.cannotList')}
        </p>
      </section>
      {item.status !== 2 && (
        <div className="tool-actions">
          <Button
            block
            color="danger"
            fill="outline"
            shape="rounded"
            size="large"
            loading={revoking}
            onClick={() => void revoke()}
            data-testid="revoke"
          >
            {t('authorise.revoke')}
          </Button>
        </div>
      )}
      <Button block fill="none" onClick={() => navigate(toolRoute('shouquan', role))}>
        {t('authorise.list')}
      </Button>
    </div>
  );
}

export const AuthorisationScreen = toolScreen(
  { title: 'shouquan', role: 'master', access: { ownerOnly: true } },
  () => <AuthorisationList role="master" />,
);
export const CollectorAuthorisationScreen = toolScreen(
  { title: 'shouquan_col', role: 'collector', access: { ownerOnly: true } },
  () => <AuthorisationList role="collector" />,
);
export const AuthorisationDetailScreen = toolScreen(
  { title: 'sqDetail', role: 'master', access: { ownerOnly: true }, back: '/shouquan' },
  () => <AuthorisationDetail role="master" />,
);
export const CollectorAuthorisationDetailScreen = toolScreen(
  { title: 'sqDetail_col', role: 'collector', access: { ownerOnly: true }, back: '/shouquan_col' },
  () => <AuthorisationDetail role="collector" />,
);
