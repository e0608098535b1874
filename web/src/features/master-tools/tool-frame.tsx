// The frame of every tool: the page with its title and a way back home, and the checks that
// keep a tool to whom it is for (product §5 and §6) — logged in; a master or assistant
// (or a collector for the _col screens); not an assistant for authorisation and signature;
// certified for everything but info edit and authorisation. The server checks the same.

import { Button } from 'antd-mobile';
import type { ParseKeys } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Me } from '#contract/entities/user.ts';
import type { MessageKey } from '#contract/messages.ts';
import { Page } from '../../components/page.tsx';
import { StateView } from '../../components/state-view.tsx';
import { ensureMe, loadMe, requireLogin, useSession } from '../../lib/session.ts';
import type { TitleKey } from '../../lib/titles.ts';
import type { Loaded } from '../../lib/use-load.ts';
import { homeOf, isAssistant, isMasterOrAssistant, isUncertified, type ToolRole } from './role.ts';
import { say } from './tool-rules.ts';
import './texts.ts';
import './tools.css';

export type Access = {
  /** not for assistants (authorisation, signature) */
  ownerOnly?: boolean;
  /** closed while the identity is not certified */
  certified?: boolean;
  /** only a login is needed (become a master, salesman binding, statistics) */
  anyone?: boolean;
};

type Refusal = { key: MessageKey; action?: { label: ParseKeys<'masterTools'>; to: string } };

export function refusalOf(role: ToolRole, me: Me, access: Access): Refusal | null {
  if (access.anyone) return null;
  if (role === 'collector')
    return me.collector_id === null
      ? { key: 'notCollector', action: { label: 'common.becomeCollector', to: '/robot_col' } }
      : null;
  if (!isMasterOrAssistant(me)) return { key: 'notMaster', action: { label: 'common.becomeMaster', to: '/robot' } };
  if (access.ownerOnly && isAssistant(me))
    return { key: 'assistantNotAllowed', action: { label: 'common.backHome', to: '/home' } };
  if (access.certified && (isUncertified(me.artist.status) || me.artist_id === null)) {
    return { key: 'completeInformation', action: { label: 'common.completeInfo', to: '/masterinfo' } };
  }
  return null;
}

export function Loading() {
  return <StateView kind="loading" className="tool-centered" />;
}

/** What a screen shows until its data is there: loading, or the failure with a retry. */
export function NotLoaded({ load }: { load: Pick<Loaded<unknown>, 'error' | 'reload'> }) {
  return load.error ? <Failed message={load.error.message} onRetry={() => void load.reload()} /> : <Loading />;
}

/**
 * A form's send button: primary and rounded, full width unless `inline`, busy (and not pressed
 * twice) while the form is being sent.
 */
export function SendButton({
  busy,
  onSend,
  testId,
  large,
  inline,
  children,
}: {
  busy: boolean;
  onSend: () => Promise<unknown>;
  testId: string;
  large?: boolean;
  inline?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      block={!inline}
      color="primary"
      shape="rounded"
      size={large ? 'large' : undefined}
      loading={busy}
      onClick={() => void onSend()}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

/** An item's delete and edit buttons, in a tool's list of one's own items (news, works). */
export function EditAndDelete({
  onDelete,
  onEdit,
  editTestId,
}: {
  onDelete: () => void;
  onEdit: () => void;
  editTestId: string;
}) {
  const { t } = useTranslation('masterTools');
  return (
    <>
      <Button size="mini" fill="outline" onClick={onDelete}>
        {t('common.delete')}
      </Button>
      <Button size="mini" color="primary" fill="outline" onClick={onEdit} data-testid={editTestId}>
        {t('common.edit')}
      </Button>
    </>
  );
}

export function Failed({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  const { t } = useTranslation('masterTools');
  return (
    <StateView
      kind="failed"
      className="tool-error"
      title={message || t('common.loadFailed')}
      onRetry={onRetry}
      retryText={t('common.retry')}
    />
  );
}

export function Refused({ text, action }: { text: string; action?: Refusal['action'] }) {
  const { t } = useTranslation('masterTools');
  const navigate = useNavigate();
  return (
    <div className="tool-refused" data-testid="tool-refused">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <circle cx="32" cy="32" r="28" fill="#f6e6cc" />
        <rect x="20" y="28" width="24" height="18" rx="3" fill="none" stroke="#8c1c13" strokeWidth="2.4" />
        <path d="M25 28v-5a7 7 0 0 1 14 0v5" fill="none" stroke="#8c1c13" strokeWidth="2.4" />
        <circle cx="32" cy="37" r="2.4" fill="#8c1c13" />
      </svg>
      <p>{text}</p>
      {action && (
        <Button color="primary" shape="rounded" onClick={() => navigate(action.to)}>
          {t(action.label)}
        </Button>
      )}
    </div>
  );
}

type Props = {
  title: TitleKey;
  role: ToolRole;
  access?: Access;
  children: (me: Me) => ReactNode;
  right?: ReactNode;
  /** where the back arrow goes without history (default: the role's home) */
  back?: string;
};

export function ToolFrame({ title, role, access = {}, children, right, back }: Props) {
  const { t } = useTranslation('masterTools');
  const { t: common } = useTranslation();
  const { token, me, meStatus, meError } = useSession();
  // the session loads the user at start; a screen opened before that asks, and one whose load
  // failed offers to try again
  useEffect(() => {
    if (token && !me) ensureMe();
  }, [token, me]);
  let body: ReactNode;
  if (!token) {
    body = (
      <div className="tool-refused" data-testid="tool-login">
        <p className="tool-refused-title">{t('common.loginTitle')}</p>
        <p>{t('common.loginBody')}</p>
        <Button color="primary" shape="rounded" onClick={() => void requireLogin()}>
          {t('common.login')}
        </Button>
      </div>
    );
  } else if (!me) {
    body =
      meStatus === 'failed' ? (
        <Failed message={meError ?? ''} onRetry={() => void loadMe().catch(() => undefined)} />
      ) : (
        <Loading />
      );
  } else {
    const refusal = refusalOf(role, me, access);
    body = refusal ? <Refused text={say(refusal.key)} action={refusal.action} /> : children(me);
  }
  return (
    <Page title={common(`titles.${title}`)} back={back ?? homeOf(role, me)} right={right} className="tool-page">
      {body}
    </Page>
  );
}

/** A tool's screen for the route table: its frame (title, for whom, which gate) around its body. */
export function toolScreen(frame: Omit<Props, 'children' | 'right'>, body: (me: Me) => ReactNode) {
  return function ToolScreen() {
    return <ToolFrame {...frame}>{body}</ToolFrame>;
  };
}
