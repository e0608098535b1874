// Read count, and share, like and favorite with their counts (product §4): a like counts
// once ('You have liked' after), favorite toggles (2000 ms toast), share needs the messaging
// app and then shows the share hint; a share counts once the app says it was shared. Like and
// favorite need a login.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE } from '#contract/codes.ts';
import type { Treasure } from '#contract/entities/treasure.ts';
import { IMAGE_WIDTH_LARGE, SAVE_TOAST_MS } from '#contract/limits.ts';
import { api, showError } from '../../lib/api/client.ts';
import { toast, toastSuccess } from '../../lib/feedback.ts';
import { pick } from '../../lib/i18n.ts';
import { prepareShare } from '../../lib/messaging-app.ts';
import { isEmulatingMessagingApp } from '../../lib/messaging-app-detect.ts';
import { rememberSave } from '../../lib/saved-here.ts';
import { requireLogin } from '../../lib/session.ts';
import { sized } from '../../lib/sized-image.ts';
import { EyeIcon, HeartFillIcon, HeartIcon, ShareIcon, StarFillIcon, StarIcon } from './icons.tsx';
import { formatPrice, linesOf } from './rules.ts';
import { likeTreasure } from './treasure-api.ts';

type Props = {
  treasure: Treasure;
  update: (patch: (treasure: Treasure) => Partial<Treasure>) => void;
  onShared: () => void;
  /** false: the marks and counts are the server's first paint's, shown neutral until known */
  marksKnown: boolean;
};

export function EngagementBar({ treasure, update, onShared, marksKnown }: Props) {
  const { t } = useTranslation('treasure');
  const busy = useRef<Set<string>>(new Set());
  const { view } = treasure;
  // neutral until known: no figure, no label (a blank keeps the button's size)
  const shown = (text: string) => (marksKnown ? text : '\u00a0');
  // while neutral the buttons' words are hidden (treasure.css): each still says what it is
  const neutralName = (key: 'stats.share' | 'stats.like' | 'stats.favorite') => (marksKnown ? undefined : t(key));
  const liked = marksKnown && treasure.is_like === 1;
  const saved = marksKnown && treasure.is_save === 1;

  const once = async (key: string, action: () => Promise<void>) => {
    if (busy.current.has(key)) return;
    busy.current.add(key);
    try {
      await action();
    } catch (error) {
      showError(error);
    } finally {
      busy.current.delete(key);
    }
  };

  const like = () => {
    if (!requireLogin()) return;
    if (treasure.is_like === 1) {
      toast(t('stats.alreadyLiked'));
      return;
    }
    void once('like', async () => {
      const answer = await likeTreasure(treasure.id);
      if (answer.code === CODE.ok) {
        update((current) => ({ is_like: 1, view: { ...current.view, total_like_num: answer.data.total_like_num } }));
        toastSuccess(answer.msg);
      } else {
        if (answer.code === CODE.conflict) update(() => ({ is_like: 1 }));
        toast(answer.msg);
      }
    });
  };

  const save = () => {
    if (!requireLogin()) return;
    void once('save', async () => {
      const answer = await api('editSave', { body: { goods_id: treasure.id } });
      if (answer.code !== CODE.ok) {
        toast(answer.msg, SAVE_TOAST_MS);
        return;
      }
      rememberSave(treasure.id, answer.data.save_status === 1);
      update((current) => ({
        is_save: answer.data.save_status,
        view: { ...current.view, total_save_num: answer.data.total_save_num },
      }));
      toast(answer.msg, SAVE_TOAST_MS);
    });
  };

  // Counted when the share happens (the app's success callback), not when the button is tapped.
  const countShare = () =>
    void api('share', { params: { id: treasure.id } }).then((answer) => {
      if (answer.code === CODE.ok)
        update((current) => ({ view: { ...current.view, total_share_num: answer.data.total_share_num } }));
    }, showError);

  const share = () =>
    void once('share', async () => {
      const card = {
        title: pick(treasure, 'name'),
        desc: linesOf(pick(treasure, 'description'))[0] ?? '',
        link: window.location.href,
        imgUrl: new URL(sized(treasure.pictures[0] ?? treasure.certificate, IMAGE_WIDTH_LARGE), window.location.origin)
          .href,
      };
      // the hint points at the app's own menu; the emulation's share dialog was that menu
      if ((await prepareShare(card, countShare)) && !isEmulatingMessagingApp()) onShared();
    });

  return (
    <section
      className={`card engagement${marksKnown ? '' : ' engagement--pending'}`}
      aria-label={t('stats.share')}
      aria-busy={!marksKnown}
      data-marks={marksKnown ? 'known' : 'pending'}
    >
      <span className="reads" data-testid="read-count">
        <EyeIcon size={16} />
        {shown(t('stats.reads', { n: formatPrice(view.total_browse_num) }))}
      </span>
      <div className="engagement-actions">
        <button
          type="button"
          className="engage"
          onClick={share}
          aria-label={neutralName('stats.share')}
          data-testid="share-button"
        >
          <ShareIcon size={20} />
          <span>{formatPrice(view.total_share_num)}</span>
          <em>{t('stats.share')}</em>
        </button>
        <button
          type="button"
          className={`engage ${liked ? 'engage--on' : ''}`}
          onClick={like}
          aria-pressed={liked}
          aria-label={neutralName('stats.like')}
          data-testid="like-button"
        >
          {liked ? <HeartFillIcon size={20} /> : <HeartIcon size={20} />}
          <span>{shown(formatPrice(view.total_like_num))}</span>
          <em>{shown(t(liked ? 'stats.liked' : 'stats.like'))}</em>
        </button>
        <button
          type="button"
          className={`engage ${saved ? 'engage--on' : ''}`}
          onClick={save}
          aria-pressed={saved}
          aria-label={neutralName('stats.favorite')}
          data-testid="save-button"
        >
          {saved ? <StarFillIcon size={20} /> : <StarIcon size={20} />}
          <span>{shown(formatPrice(view.total_save_num))}</span>
          <em>{shown(t(saved ? 'stats.favorited' : 'stats.favorite'))}</em>
        </button>
      </div>
    </section>
  );
}
