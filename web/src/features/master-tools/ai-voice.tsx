// AI voice (/aiyuyin/{artist_id}?artistType=1|2): the owner's treasures with their narration
// state (product §4: audio_status 2 in effect, otherwise generating), and activation —
// with an activation left (payGoodsAudioByCount), or by paying in the messaging app
// (payAudioLogs, then the in-app payment).
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StateView } from '../../components/state-view.tsx';
import type { DataOf } from '../../lib/api/client.ts';
import { api, apiData, showError } from '../../lib/api/client.ts';
import { alertMessage, confirmMessage, toast, toastSuccess } from '../../lib/feedback.ts';
import { pick } from '../../lib/i18n.ts';
import { payInApp, requireMessagingApp } from '../../lib/messaging-app.ts';
import { screenUrl, useScreenParams } from '../../lib/params.ts';
import { artistTypeOf, identityIdOf, roleOfArtistType, type ToolRole } from './role.ts';
import { NotLoaded, Refused, ToolFrame } from './tool-frame.tsx';
import { say } from './tool-rules.ts';
import { useOwnList } from './use-own-list.ts';

type Treasure = DataOf<'ownerTreasures'>['list'][number];

const GENERATING_OR_READY = (g: Treasure) => g.audio_type !== 0;

export function AiVoice({ role }: { role: ToolRole }) {
  const { t } = useTranslation('masterTools');
  const navigate = useNavigate();
  const artistType = artistTypeOf(role);
  const load = useOwnList('ownerTreasures', role);
  const [busy, setBusy] = useState<number | null>(null);

  if (!load.data) return <NotLoaded load={load} />;
  const data = load.data;

  const activate = async (treasure: Treasure) => {
    setBusy(treasure.id);
    try {
      const pricing = await apiData('audioPricing', { body: { goods_id: treasure.id, artist_type: artistType } });
      if (pricing.audio_count > 0) {
        if (!(await confirmMessage(t('voice.useCount', { name: pick(treasure, 'name'), n: pricing.audio_count }))))
          return;
        const answer = await api('audioPayByCount', { body: { goods_id: treasure.id, artist_type: artistType } });
        if (answer.code !== 0) {
          await alertMessage(answer.msg);
          return;
        }
        toastSuccess(answer.msg);
      } else {
        if (!(await confirmMessage(t('voice.pay', { money: pricing.rule_money }), { confirmText: t('voice.payNow') })))
          return;
        if (!(await requireMessagingApp())) return;
        const order = await apiData('payAudioLogs', { body: { goods_id: treasure.id, type_id: pricing.rule_id } });
        const paid = await payInApp(order.pay, { orderNo: order.order_no, money: order.money });
        if (!paid) {
          toast(say('paymentFailed'));
          return;
        }
        toastSuccess(t('voice.paid'));
      }
      await load.reload();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="tool-stack" data-testid="ai-voice">
      <section className="card tool-voice-head">
        <p>{t('voice.intro')}</p>
        <div className="tool-voice-count">
          <span className="muted">{t('voice.remaining')}</span>
          <strong data-testid="audio-count">{t('voice.times', { n: data.audio_count })}</strong>
        </div>
      </section>
      {data.list.length === 0 ? (
        <StateView kind="empty" title={t('voice.empty')} />
      ) : (
        <ul className="tool-list">
          {data.list.map((g) => (
            <li key={g.id} className="tool-item" data-testid={`voice-${g.id}`}>
              <img className="tool-thumb" src={g.picture} alt="" />
              <div className="tool-item-body">
                <strong className="tool-item-title is-multiline">{pick(g, 'name')}</strong>
                <p className="tool-item-meta">
                  <span className="tool-code">{g.serial_number}</span>
                </p>
                <div className="tool-item-actions">
                  {GENERATING_OR_READY(g) ? (
                    <>
                      <span className={`tool-audio is-${g.audio_status === 2 ? 'ready' : 'generating'}`}>
                        {g.audio_status === 2 ? t('voice.ready') : t('voice.generating')}
                      </span>
                      {g.audio_status === 2 && (
                        <Button
                          size="mini"
                          color="primary"
                          fill="outline"
                          onClick={() => navigate(screenUrl(`/detail/${g.id}`, { status: 1 }))}
                        >
                          {t('voice.listen')}
                        </Button>
                      )}
                    </>
                  ) : (
                    <Button
                      size="mini"
                      color="primary"
                      loading={busy === g.id}
                      onClick={() => void activate(g)}
                      data-testid={`activate-${g.id}`}
                    >
                      {t('voice.activate')}
                    </Button>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /aiyuyin/{artist_id}?artistType=1 (author) or 2 (collector): only one's own identity. */
export function AiVoiceScreen() {
  const { t } = useTranslation('masterTools');
  const { params, query } = useScreenParams();
  const role = roleOfArtistType(query.artistType);
  return (
    <ToolFrame title="aiyuyin" role={role} access={{ certified: true }}>
      {(me) =>
        String(identityIdOf(role, me)) === params.id ? <AiVoice role={role} /> : <Refused text={t('voice.notYours')} />
      }
    </ToolFrame>
  );
}
