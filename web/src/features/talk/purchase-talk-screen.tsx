// /talk?apply_id&type=1&goods_id: the conversation about the user's purchase request for a
// treasure. The request is the user's own (collection/applyBuyInfo): the price and message
// they sent open the conversation. No call carries the other side's replies, so the page says
// so instead of inventing them; what the user types stays on the device.
import { Button, Input } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PURCHASE_MESSAGE_MAX } from '#contract/limits.ts';
import { displayName } from '../../components/preview/display-name.ts';
import { dateTimeText, yuan } from '../../components/preview/format.ts';
import { SendIcon, ShieldIcon } from '../../components/preview/icons.tsx';
import { LoadState } from '../../components/preview/load-state.tsx';
import { LoginGate } from '../../components/preview/login-gate.tsx';
import { PreviewScreen } from '../../components/preview/preview-screen.tsx';
import { type TreasureDetail, treasureById } from '../../components/preview/treasure-calls.ts';
import { TreasureSummary } from '../../components/preview/treasure-summary.tsx';
import { StateView } from '../../components/state-view.tsx';
import { apiData } from '../../lib/api/client.ts';
import { useHelpText } from '../../lib/help-texts.ts';
import { screenUrl, useScreenParams } from '../../lib/params.ts';
import { useSession } from '../../lib/session.ts';
import { useLoad } from '../../lib/use-load.ts';
import './texts.ts';

type PurchaseRequest = NonNullable<Awaited<ReturnType<typeof requestFor>>>;

const requestFor = async (goodsId: number, signal: AbortSignal) =>
  (await apiData('applyBuyInfo', { params: { goods_id: goodsId }, signal })).request;

function MyBubble({ children, note }: { children: ReactNode; note?: string }) {
  const { t } = useTranslation('preview');
  const { me } = useSession();
  return (
    <li className="pv-bubble-row is-me" data-testid="chat-message">
      <span className="pv-bubble-avatar">{me?.avatar ? <img src={me.avatar} alt="" /> : t('talk.me')}</span>
      <span className="pv-bubble-body">
        <span className="pv-bubble-name">{me ? displayName(me) : t('talk.me')}</span>
        <span className="pv-bubble">{children}</span>
        {note && <span className="pv-bubble-note">{note}</span>}
      </span>
    </li>
  );
}

function Conversation({ treasure, request }: { treasure: TreasureDetail; request: PurchaseRequest }) {
  const { t } = useTranslation('preview');
  const tip = useHelpText('purchase_tip');
  const [typed, setTyped] = useState<string[]>([]);
  const [draft, setDraft] = useState('');

  const send = () => {
    const text = draft.trim();
    if (!text) return;
    setTyped((list) => [...list, text]);
    setDraft('');
  };

  return (
    <>
      <TreasureSummary
        treasure={treasure}
        extra={<p className="pv-request-no">{t('talk.requestNo', { id: request.id })}</p>}
      />
      <p className="pv-system">
        <ShieldIcon width={16} height={16} /> {tip || t('talk.system')}
      </p>
      <ol className="pv-chat" aria-live="polite">
        <MyBubble note={t('talk.sentAt', { time: dateTimeText(request.created_at) })}>
          <span className="pv-bubble-price" data-testid="request-price">
            {t('talk.requestPrice', { price: yuan(request.price) })}
          </span>
          <span data-testid="request-message">{request.content}</span>
        </MyBubble>
        <li className="pv-chat-waiting muted" data-testid="no-replies">
          {t('talk.waiting')}
        </li>
        {typed.map((text, index) => (
          <MyBubble key={index} note={t('talk.notSent')}>
            {text}
          </MyBubble>
        ))}
      </ol>
      <div className="pv-composer">
        <Input
          value={draft}
          onChange={setDraft}
          maxLength={PURCHASE_MESSAGE_MAX}
          placeholder={t('talk.placeholder')}
          onEnterPress={send}
          aria-label={t('talk.placeholder')}
        />
        <Button
          color="primary"
          shape="rounded"
          size="small"
          onClick={send}
          disabled={!draft.trim()}
          aria-label={t('talk.send')}
        >
          <SendIcon width={16} height={16} /> {t('talk.send')}
        </Button>
      </div>
    </>
  );
}

function NoRequest({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation('preview');
  return (
    <StateView kind="empty" title={t('talk.noRequest')} className="pv-error" testId="no-request">
      <Link className="state-view-action" to={screenUrl(`/detail/${goodsId}`, { status: 1 })}>
        {t('talk.sendRequest')}
      </Link>
    </StateView>
  );
}

function Talk({ goodsId }: { goodsId: number }) {
  const state = useLoad(
    async (signal) => {
      const [treasure, request] = await Promise.all([treasureById(goodsId, signal), requestFor(goodsId, signal)]);
      return { treasure, request };
    },
    [goodsId],
  );
  return (
    <LoadState state={state}>
      {({ treasure, request }) =>
        request ? <Conversation treasure={treasure} request={request} /> : <NoRequest goodsId={goodsId} />
      }
    </LoadState>
  );
}

export default function PurchaseTalkScreen() {
  const { t } = useTranslation('preview');
  const { query } = useScreenParams();
  const goodsId = Number(query.goods_id);
  const valid = Number.isInteger(goodsId) && goodsId > 0;

  return (
    <PreviewScreen title="talk">
      {valid ? (
        <LoginGate what={t('titles.talk', { ns: 'common' })}>
          <Talk goodsId={goodsId} />
        </LoginGate>
      ) : (
        <StateView kind="empty" title={t('talk.noGoods')} className="pv-error">
          <Link className="state-view-action" to="/">
            {t('titles.center', { ns: 'common' })}
          </Link>
        </StateView>
      )}
    </PreviewScreen>
  );
}
