// Signature settings (/sign, /sign_col): the seal image (under 3M) and the signature password
// (at least 6 characters, typed twice; changing it needs the current one).
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX } from '#contract/limits.ts';
import type { DataOf } from '../../lib/api/client.ts';
import { apiData, showError } from '../../lib/api/client.ts';
import { toast, toastSuccess } from '../../lib/feedback.ts';
import { loadMe } from '../../lib/session.ts';
import { useLoad } from '../../lib/use-load.ts';
import { UploadButton } from './picture-field.tsx';
import { artistTypeOf, type ToolRole } from './role.ts';
import { NotLoaded, toolScreen } from './tool-frame.tsx';
import { passwordProblem, say } from './tool-rules.ts';

type State = DataOf<'ownerSignature'>;

export function SignatureSettings({ role }: { role: ToolRole }) {
  const artistType = artistTypeOf(role);
  const load = useLoad(() => apiData('ownerSignature', { query: { artist_type: artistType } }), [String(artistType)]);
  if (!load.data) return <NotLoaded load={load} />;
  return <SignatureForm role={role} state={load.data} onSaved={load.setData} />;
}

function SignatureForm({ role, state, onSaved }: { role: ToolRole; state: State; onSaved: (s: State) => void }) {
  const { t } = useTranslation('masterTools');
  const [seal, setSeal] = useState(state.sign ?? '');
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState<'seal' | 'password' | null>(null);

  const save = async (what: 'seal' | 'password') => {
    if (what === 'seal' && !seal) {
      toast(say('sealRequired'));
      return;
    }
    if (what === 'password') {
      const problem =
        (!seal ? say('sealRequired') : null) ??
        passwordProblem({ password, confirm, old, hasPassword: state.sign_password });
      if (problem) {
        toast(problem);
        return;
      }
    }
    setBusy(what);
    try {
      const saved = await apiData('saveSignature', {
        body:
          what === 'seal'
            ? { artist_type: artistTypeOf(role), sign: seal }
            : { artist_type: artistTypeOf(role), sign: seal, password, password_confirm: confirm, old_password: old },
      });
      onSaved(saved);
      setOld('');
      setPassword('');
      setConfirm('');
      toastSuccess(say('saved'));
      void loadMe().catch(() => undefined);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="tool-stack" data-testid="signature-settings">
      <section className="card">
        <h2 className="card-title">{t('sign.seal')}</h2>
        <div className="tool-seal">
          {seal ? (
            <img src={seal} alt={t('sign.seal')} data-testid="seal-image" />
          ) : (
            <span className="muted">{t('sign.sealEmpty')}</span>
          )}
        </div>
        <p className="muted tool-hint">{t('sign.sealHint')}</p>
        <div className="tool-actions is-pair">
          <UploadButton
            kind="seal"
            label={seal ? t('sign.changeSeal') : t('sign.uploadSeal')}
            onUploaded={setSeal}
            testId="seal-upload"
          />
          <Button
            color="primary"
            shape="rounded"
            loading={busy === 'seal'}
            disabled={seal === (state.sign ?? '')}
            onClick={() => void save('seal')}
            data-testid="save-seal"
          >
            {t('sign.saveSeal')}
          </Button>
        </div>
      </section>

      <section className="card">
        <h2 className="card-title">
          {t('sign.password')}
          <span className={`tool-status ${state.sign_password ? 'is-ok' : 'is-failed'}`} data-testid="password-state">
            {state.sign_password ? t('sign.passwordSet') : t('sign.passwordUnset')}
          </span>
        </h2>
        <p className="muted tool-hint">{t('sign.passwordHint')}</p>
        <Form layout="horizontal" className="tool-form">
          {state.sign_password && (
            <Form.Item label={t('sign.oldPassword')}>
              <PasswordInput
                value={old}
                onChange={setOld}
                placeholder={t('sign.oldPlaceholder')}
                testId="old-password"
              />
            </Form.Item>
          )}
          <Form.Item label={t('sign.newPassword')}>
            <PasswordInput
              value={password}
              onChange={setPassword}
              placeholder={t('sign.newPlaceholder')}
              testId="new-password"
            />
          </Form.Item>
          <Form.Item label={t('sign.confirmPassword')}>
            <PasswordInput
              value={confirm}
              onChange={setConfirm}
              placeholder={t('sign.confirmPlaceholder')}
              testId="confirm-password"
            />
          </Form.Item>
        </Form>
        <Button
          block
          color="primary"
          shape="rounded"
          loading={busy === 'password'}
          onClick={() => void save('password')}
          data-testid="save-password"
        >
          {t('sign.savePassword')}
        </Button>
      </section>
    </div>
  );
}

export const SignatureScreen = toolScreen(
  { title: 'sign', role: 'master', access: { ownerOnly: true, certified: true } },
  () => <SignatureSettings role="master" />,
);
export const CollectorSignatureScreen = toolScreen(
  { title: 'sign_col', role: 'collector', access: { ownerOnly: true, certified: true } },
  () => <SignatureSettings role="collector" />,
);

/** A signature password's field: hidden as typed, at most PASSWORD_MAX characters. */
function PasswordInput({
  value,
  onChange,
  placeholder,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  testId: string;
}) {
  return (
    <Input
      type="password"
      value={value}
      onChange={onChange}
      maxLength={PASSWORD_MAX}
      placeholder={placeholder}
      data-testid={testId}
    />
  );
}
