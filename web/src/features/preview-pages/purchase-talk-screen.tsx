// /talk?apply_id&type=1&goods_id: the conversation about a purchase request, between the
// buyer and the treasure's holder or author. Its messages are not in the spec: a preview.
import { Button, ErrorBlock, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PURCHASE_MESSAGE_MAX } from '#contract/limits.ts';
import { apiData } from '../../lib/api/client.ts';
import { useHelpText } from '../../lib/help-texts.ts';
import { pick } from '../../lib/i18n.ts';
import { useScreenParams } from '../../lib/params.ts';
import { useSession } from '../../lib/session.ts';
import { displayName } from './display-name.ts';
import { SendIcon, ShieldIcon } from './icons.tsx';
import { LoadState } from './load-state.tsx';
import { PreviewScreen } from './preview-screen.tsx';
import { type TreasureDetail, treasureById } from './treasure-calls.ts';
import { TreasureSummary } from './treasure-summary.tsx';
import { useLoad } from './use-load.ts';

type Message = { from: 'me' | 'holder'; text: string; local?: boolean };

function Conversation({ treasure, applyId }: { treasure: TreasureDetail; applyId: string | undefined }) {
  const { t } = useTranslation('preview');
  const { me } = useSession();
  const tip = useHelpText('purchase_tip');
  const [sent, setSent] = useState<Message[]>([]);
  const [draft, setDraft] = useState('');
  const holderName = treasure.collector ? pick(treasure.collector, 'name') : pick(treasure.artist, 'name');
  const holderAvatar = treasure.collector?.avatar ?? treasure.artist.pic;
  const messages = [...(t('talk.messages', { returnObjects: true }) as Message[]), ...sent];

  const send = () => {
    const text = draft.trim();
    if (!text) return;
    setSent((list) => [...list, { from: 'me', text, local: true }]);
    setDraft('');
  };

  return (
    <>
      <TreasureSummary
        treasure={treasure}
        extra={<p className="pv-request-no">{applyId ? t('talk.requestNo', { id: applyId }) : t('talk.noRequest')}</p>}
      />
      <p className="pv-system">
        <ShieldIcon width={16} height={16} /> {tip || t('talk.system')}
      </p>
      <ol className="pv-chat" aria-live="polite">
        {messages.map((message, index) => (
          <li key={index} className={`pv-bubble-row is-${message.from}`} data-testid="chat-message">
            <span className="pv-bubble-avatar">
              {message.from === 'me' ? (
                me?.avatar ? (
                  <img src={me.avatar} alt="" />
                ) : (
                  t('talk.me')
                )
              ) : (
                <img src={holderAvatar} alt="" />
              )}
            </span>
            <span className="pv-bubble-body">
              <span className="pv-bubble-name">
                {message.from === 'me' ? (me ? displayName(me) : t('talk.me')) : holderName || t('talk.holder')}
              </span>
              <span className="pv-bubble">{message.text}</span>
              {message.local && <span className="pv-bubble-note">{t('talk.notSent')}</span>}
            </span>
          </li>
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

export default function PurchaseTalkScreen() {
  const { t } = useTranslation('preview');
  const { query } = useScreenParams();
  const { token } = useSession();
  const goodsId = Number(query.goods_id);
  const valid = Number.isInteger(goodsId) && goodsId > 0;
  const state = useLoad(
    valid
      ? async (signal) => {
          const treasure = await treasureById(goodsId, signal);
          // The buyer's own request number, when the link did not carry it (needs a login).
          const applyId =
            query.apply_id ||
            (token
              ? String(
                  (await apiData('applyBuyId', { query: { goods_id: goodsId }, signal }).catch(() => null))
                    ?.apply_buy_id || '',
                )
              : '');
          return { treasure, applyId: applyId || undefined };
        }
      : null,
    [goodsId, query.apply_id, token],
  );

  return (
    <PreviewScreen title="talk">
      {valid ? (
        <LoadState state={state}>
          {(data) => <Conversation treasure={data.treasure} applyId={data.applyId} />}
        </LoadState>
      ) : (
        <ErrorBlock status="empty" title={t('talk.noGoods')} description={null} className="pv-error">
          <Link to="/">{t('titles.center', { ns: 'common' })}</Link>
        </ErrorBlock>
      )}
    </PreviewScreen>
  );
}
