// The treasure detail page (product §2), shared by /detail, /detail_cul and /detail_unit:
// loading, empty ('not yet published, stay tuned') or the whole treasure.
import { type CSSProperties, memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Treasure } from '#contract/entities/treasure.ts';
import { IMAGE_WIDTH_LARGE } from '#contract/limits.ts';
import { Page } from '../../components/page.tsx';
import { pick } from '../../lib/i18n.ts';
import { useScreenParams } from '../../lib/params.ts';
import { useSession } from '../../lib/session.ts';
import { BuyBar } from './buy-bar.tsx';
import { ChannelsCard, DataCard, DetailPicturesCard, RelatedCertificates, StoryCards } from './content-cards.tsx';
import { EngagementBar } from './engagement-bar.tsx';
import { FooterLinks } from './footer-links.tsx';
import { CubeIcon } from './icons.tsx';
import { HolderCard, IdentityCard } from './identity-card.tsx';
import { ImageSwiper } from './image-swiper.tsx';
import { openImageViewer } from './image-viewer.ts';
import { IntroductionCard } from './introduction-card.tsx';
import { NewsCard, RecommendCard } from './more-cards.tsx';
import { type PopupState, TreasurePopups } from './popups.tsx';
import { ownerArtistType, swiperPictures } from './rules.ts';
import { type DetailVariant, TitleCard } from './title-card.tsx';
import { useTreasure } from './use-treasure.ts';
import './texts.ts';
import './treasure.css';
import { StateView } from '../../components/state-view.tsx';

/** The owner's privacy skin: their images behind the page and their font colours. */
function skinStyle(treasure: Treasure): CSSProperties | undefined {
  const skin = treasure.privacy_skin;
  if (!skin) return undefined;
  const at = (position: 'top' | 'middle' | 'bottom') =>
    skin.image_info.find((image) => image.position === position)?.url;
  const layers = [at('top'), at('bottom'), at('middle')];
  return {
    '--skin-title': skin.font_css.title_color,
    '--skin-text': skin.font_css.text_color,
    '--skin-accent': skin.font_css.accent_color,
    backgroundImage: layers.map((url) => (url ? `url("${url}")` : 'none')).join(', '),
  } as CSSProperties;
}

function Hero({ treasure }: { treasure: Treasure }) {
  const { t } = useTranslation('treasure');
  const pictures = swiperPictures(treasure);
  const name = pick(treasure, 'name');
  return (
    <ImageSwiper
      images={pictures}
      width={IMAGE_WIDTH_LARGE}
      label={name}
      className="hero"
      testId="hero-swiper"
      priority
      altOf={(i) => `${name} ${i + 1}`}
      onOpen={(i) => void openImageViewer(pictures, i)}
      overlay={
        treasure.dimensional_href ? (
          <a className="hero-3d" href={treasure.dimensional_href} data-testid="three-d-entry">
            <CubeIcon size={18} />
            {t('badge.threeD')}
          </a>
        ) : undefined
      }
    />
  );
}

// memo: a reload that has not come back yet changes nothing of what it draws
const TreasureContent = memo(function TreasureContent({
  treasure,
  variant,
  update,
  marksKnown,
}: {
  treasure: Treasure;
  variant: DetailVariant;
  update: ReturnType<typeof useTreasure>['update'];
  marksKnown: boolean;
}) {
  const { me } = useSession();
  const [popup, setPopup] = useState<PopupState>(null);
  const close = useCallback(() => setPopup(null), []);
  const owner = ownerArtistType(me, treasure) !== null;
  return (
    <div
      className={`treasure ${treasure.privacy_skin ? 'treasure--skin' : ''}`}
      style={skinStyle(treasure)}
      data-testid="treasure"
    >
      <Hero treasure={treasure} />
      <TitleCard
        treasure={treasure}
        variant={variant}
        onCoAuthors={() => setPopup({ name: 'coAuthors' })}
        onActivated={() => update(() => ({ audio_type: 1 }))}
      />
      <EngagementBar
        treasure={treasure}
        update={update}
        marksKnown={marksKnown}
        onShared={() => setPopup({ name: 'share' })}
      />
      <IdentityCard treasure={treasure} />
      <HolderCard treasure={treasure} />
      {/* drawn when they come near the screen (treasure.css) */}
      <div className="treasure-lower">
        <DataCard treasure={treasure} />
        <ChannelsCard treasure={treasure} />
        <DetailPicturesCard treasure={treasure} owner={owner} />
        <StoryCards treasure={treasure} />
        <RelatedCertificates treasure={treasure} />
        <IntroductionCard treasure={treasure} />
        <NewsCard artistId={treasure.artist_id} />
        <RecommendCard artistId={treasure.artist_id} currentId={treasure.id} />
      </div>
      <FooterLinks treasureId={treasure.id} />
      <BuyBar
        treasure={treasure}
        own={owner}
        onQr={() => setPopup({ name: 'qr' })}
        onForm={() => setPopup({ name: 'purchase' })}
        onAlreadySent={(applyBuyId) => setPopup({ name: 'submitted', applyBuyId })}
      />
      <TreasurePopups
        popup={popup}
        treasure={treasure}
        close={close}
        // a request refused as already sent (409) has no id here: the button only needs to know
        // one exists, and its next tap asks getApplyBuyStatus for the id
        onPurchaseSent={(applyBuyId) =>
          update((current) => ({ apply_buy_id: applyBuyId || current.apply_buy_id || 1 }))
        }
      />
    </div>
  );
});

function Skeleton() {
  return (
    <div className="treasure treasure--loading" aria-busy="true" data-testid="treasure-loading">
      <div className="skeleton skeleton-hero" />
      {/* where the title card will be: overlapping the picture's foot */}
      <div className="card title-card">
        <div className="skeleton skeleton-line skeleton-line--short" />
        <div className="skeleton skeleton-line skeleton-line--title" />
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line skeleton-line--half" />
      </div>
      <div className="card">
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line skeleton-line--half" />
      </div>
    </div>
  );
}

/**
 * No treasure to show: not published (or the link is wrong); after a failed load (the network, too
 * many calls, the server's error), that it cannot be shown now, why, and a retry.
 */
function EmptyTreasure({ failure }: { failure?: { reason: string; retry: () => void } | undefined }) {
  const { t } = useTranslation('treasure');
  const { t: common } = useTranslation();
  return (
    <StateView
      kind={failure ? 'failed' : 'empty'}
      title={failure ? t('state.failed') : t('state.empty')}
      hint={failure?.reason || t('state.emptyHint')}
      testId="treasure-empty"
      page
    >
      {failure && (
        <button type="button" className="state-view-retry" onClick={failure.retry} data-testid="treasure-retry">
          {common('actions.retry')}
        </button>
      )}
      <Link to="/" className="state-view-action">
        {t('state.backToSearch')}
      </Link>
    </StateView>
  );
}

export function TreasureDetail({ variant }: { variant: DetailVariant }) {
  const { t } = useTranslation();
  const { params, query } = useScreenParams();
  const id = Number(params.id);
  const { state, update, marksKnown } = useTreasure(id, query.id_code);
  const title = t(
    variant === 'unit' ? 'titles.detail_unit' : variant === 'cultural' ? 'titles.detail_cul' : 'titles.detail',
  );
  return (
    <Page title={title} className="treasure-page">
      {state.status === 'loading' && <Skeleton />}
      {state.status === 'empty' && <EmptyTreasure failure={state.failure} />}
      {state.status === 'ready' && (
        <TreasureContent
          key={state.treasure.id}
          treasure={state.treasure}
          variant={variant}
          update={update}
          marksKnown={marksKnown}
        />
      )}
    </Page>
  );
}
