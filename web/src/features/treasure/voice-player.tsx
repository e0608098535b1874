// The AI voice player (product §4): plays when audio_status is 2 (audio or audio_intl by
// language), otherwise 'Generation in progress'. For the treasure's own artist (or collector)
// with audio_type 0 the button is greyed and starts activation: pricing, then payment by
// count, or the in-app payment. Others do not see a voice that was never activated.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Treasure } from '#contract/entities/treasure.ts';
import { api, apiData, showError } from '../../lib/api/client.ts';
import { confirmMessage, toast, toastSuccess } from '../../lib/feedback.ts';
import { currentLang } from '../../lib/i18n.ts';
import { payInApp, requireMessagingApp } from '../../lib/messaging-app.ts';
import { requireLogin, useSession } from '../../lib/session.ts';
import { useLoad } from '../../lib/use-load.ts';
import { PauseIcon, PlayIcon, SoundIcon } from './icons.tsx';
import { audioFor, ownerArtistType } from './rules.ts';
import { loadAudioStatus } from './treasure-api.ts';
import './voice-player.css';

type AudioStatus = Awaited<ReturnType<typeof loadAudioStatus>>;
const GENERATING = 1;

export function VoicePlayer({ treasure, onActivated }: { treasure: Treasure; onActivated: () => void }) {
  const { t } = useTranslation('treasure');
  const { me } = useSession();
  const artistType = ownerArtistType(me, treasure);
  // a voice never activated exists only for its owner, who may activate it
  const hidden = treasure.audio_type === 0 && artistType === null;
  const { data: status = null, setData: setStatus } = useLoad<AudioStatus>(
    hidden ? null : (signal) => loadAudioStatus(treasure.id, signal),
    [treasure.id, hidden],
  );
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);
  const busy = useRef(false);
  const audio = useRef<HTMLAudioElement>(null);
  const needsActivation = artistType !== null && treasure.audio_type === 0;
  const { src, ready } = status ? audioFor(status, currentLang()) : { src: '', ready: false };

  const activated = () => {
    setStatus((current) => ({ ...current, audio_type: 1, audio_status: GENERATING, audio_status_intl: GENERATING }));
    onActivated();
  };

  const activate = async (type: 1 | 2) => {
    const body = { goods_id: treasure.id, artist_type: type };
    const pricing = await apiData('audioPricing', { body });
    if (pricing.audio_count > 0) {
      const yes = await confirmMessage(t('voice.activateByCount', { count: pricing.audio_count }), {
        title: t('voice.activateTitle'),
        confirmText: t('voice.use'),
      });
      if (!yes) return;
      const answer = await api('audioPayByCount', { body });
      if (answer.code !== 0) {
        toast(answer.msg);
        return;
      }
      toastSuccess(answer.msg || t('voice.activated'));
      activated();
      return;
    }
    const money = pricing.rule_money.toFixed(2);
    const yes = await confirmMessage(t('voice.activateByPay', { money }), {
      title: t('voice.activateTitle'),
      confirmText: t('voice.pay'),
    });
    if (!yes || !(await requireMessagingApp())) return;
    const order = await apiData('payAudioLogs', { body: { goods_id: treasure.id, type_id: pricing.rule_id } });
    const paid = await payInApp(order.pay, { orderNo: order.order_no, money: order.money });
    if (!paid) {
      toast(t('voice.paymentFailed'));
      return;
    }
    toastSuccess(t('voice.activated'));
    activated();
  };

  const onPress = async () => {
    if (needsActivation) {
      if (!requireLogin() || busy.current || artistType === null) return;
      busy.current = true;
      try {
        await activate(artistType);
      } catch (error) {
        showError(error);
      } finally {
        busy.current = false;
      }
      return;
    }
    const player = audio.current;
    if (!ready || !player) {
      toast(t('voice.generating'));
      return;
    }
    if (player.paused) {
      try {
        await player.play();
      } catch {
        setPlaying(false);
      }
    } else player.pause();
  };

  if (hidden) return null;
  return (
    <div
      className={`voice ${needsActivation ? 'voice--inactive' : ''} ${playing ? 'voice--playing' : ''}`}
      data-testid="voice-player"
    >
      <button
        type="button"
        className="voice-button"
        onClick={onPress}
        aria-pressed={playing}
        data-testid="voice-button"
      >
        <span className="voice-icon">
          {needsActivation ? <SoundIcon size={16} /> : playing ? <PauseIcon size={14} /> : <PlayIcon size={14} />}
        </span>
        <span className="voice-text">
          {needsActivation ? t('voice.activate') : playing ? t('voice.pause') : t('voice.listen')}
        </span>
        {!needsActivation && (
          <span className="voice-wave" aria-hidden="true">
            <i />
            <i />
            <i />
            <i />
          </span>
        )}
      </button>
      {!needsActivation && !ready && status && <span className="voice-state">{t('voice.generating')}</span>}
      {ready && (
        <span className="voice-progress" aria-hidden="true">
          <span style={{ width: `${progress}%` }} />
        </span>
      )}
      {ready && (
        // biome-ignore lint/a11y/useMediaCaption: the narration reads the description the page already shows as text
        <audio
          ref={audio}
          src={src}
          preload="none"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => {
            setPlaying(false);
            setProgress(0);
          }}
          onTimeUpdate={(event) => {
            const { currentTime, duration } = event.currentTarget;
            setProgress(duration ? Math.round((currentTime / duration) * 100) : 0);
          }}
        />
      )}
    </div>
  );
}
