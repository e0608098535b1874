// A master's (or collector's, or institution's) public page, /tcdetail/{id}, and its preview
// /tcdetail_pr/{id}: the same page, marked as a preview, without the follow button.
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyPart } from '../../components/lazy-part.tsx';
import { Page } from '../../components/page.tsx';
import { StateView } from '../../components/state-view.tsx';
import { pick } from '../../lib/i18n.ts';
import { useScreenParams } from '../../lib/params.ts';
import { MasterHero } from './master-hero.tsx';
import { kindOf, MASTER_SEARCH_PATH } from './master-labels.ts';
import { AboutSection, CertificatesSection, HonorsSection, NewsSection, WorksSection } from './master-sections.tsx';
import { LoadingPage } from './master-states.tsx';
import { type MasterPageState, useMasterPage } from './use-master-page.ts';
import './texts.ts';
import './master.css';
import { useFollow } from '../../lib/use-follow.ts';

const QrCard = lazyPart(() => import('../../components/artist-qr-card.tsx'), {
  floating: true,
  dismiss: ({ onClose }) => onClose,
});

type Ready = Extract<MasterPageState, { status: 'ready' }>;

const MasterContent = memo(function MasterContent({
  state,
  preview,
  addFollowers,
}: {
  state: Ready;
  preview: boolean;
  addFollowers: (delta: number) => void;
}) {
  const { page, news } = state;
  const { artist } = page;
  const follow = useFollow(artist.id, { enabled: !preview, onChange: (now) => addFollowers(now ? 1 : -1) });
  const [qrOpen, setQrOpen] = useState(false);
  return (
    <>
      <MasterHero page={page} follow={preview ? null : follow} onQr={() => setQrOpen(true)} />
      <div className="master-body">
        <AboutSection artist={artist} />
        <HonorsSection artist={artist} />
        <CertificatesSection artist={artist} />
        <WorksSection artist={artist} works={page.works} />
        <NewsSection news={news} />
      </div>
      {qrOpen && <QrCard artistId={artist.id} name={pick(artist, 'name')} onClose={() => setQrOpen(false)} />}
    </>
  );
});

export function MasterPage({ preview = false }: { preview?: boolean }) {
  const { t } = useTranslation('master');
  const { t: common } = useTranslation();
  const { params } = useScreenParams();
  const { state, retry, addFollowers } = useMasterPage(Number(params.id));
  const artist = state.status === 'ready' ? state.page.artist : null;
  const name = artist ? pick(artist, 'name') : '';
  // a collector's or an institution's page is not called a master page
  const routeTitle =
    preview || !artist
      ? common(preview ? 'titles.tcdetail_pr' : 'titles.tcdetail')
      : t(`page.titleOf.${kindOf(artist)}`);

  useEffect(() => {
    // Inside the messaging app its title bar shows the document title: the master's name.
    if (name) document.title = `${name} · ${routeTitle}`;
  }, [name, routeTitle]);

  return (
    <Page title={name || routeTitle} back={MASTER_SEARCH_PATH} className={`master-page${preview ? ' is-preview' : ''}`}>
      {preview && (
        <div className="master-preview-note" role="note" data-testid="master-preview-note">
          <strong>{t('page.previewBadge')}</strong>
          <span>{t('page.previewNote')}</span>
        </div>
      )}
      {state.status === 'loading' && <LoadingPage label={routeTitle} />}
      {state.status === 'missing' && (
        <StateView kind="empty" title={t('page.missingTitle')} hint={t('page.missingBody')}>
          <Link className="state-view-action" to={MASTER_SEARCH_PATH}>
            {t('page.backToSearch')}
          </Link>
        </StateView>
      )}
      {state.status === 'failed' && (
        <StateView kind="failed" title={t('page.failedTitle')} hint={t('page.failedBody')} onRetry={retry} />
      )}
      {state.status === 'ready' && <MasterContent state={state} preview={preview} addFollowers={addFollowers} />}
    </Page>
  );
}
