// The co-authors of a treasure, opened by 'more' when their joined names are too long.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Treasure } from '#contract/entities/treasure.ts';
import { pick } from '../../lib/i18n.ts';
import { screenUrl } from '../../lib/params.ts';
import { ChevronIcon } from './icons.tsx';
import { Sheet } from './sheet.tsx';

export default function CoAuthorPopup({
  coAuthors,
  onClose,
}: {
  coAuthors: Treasure['link_artist'];
  onClose: () => void;
}) {
  const { t } = useTranslation('treasure');
  const { t: tc } = useTranslation();
  return (
    <Sheet
      title={t('author.coAuthorTitle')}
      onClose={onClose}
      closeLabel={tc('actions.close')}
      testId="co-author-popup"
    >
      <p className="muted">{t('author.coAuthorHint')}</p>
      <ol className="co-authors">
        {coAuthors.map((author, i) => (
          <li key={`${author.name}-${i}`}>
            <span className="co-author-index">{i + 1}</span>
            <span className="co-author-name">{pick(author, 'name')}</span>
            {author.artist_id && (
              <Link
                to={screenUrl(`/tcdetail/${author.artist_id}`, { status: 1 })}
                onClick={onClose}
                className="co-author-link"
              >
                {t('author.masterPage')}
                <ChevronIcon size={12} />
              </Link>
            )}
          </li>
        ))}
      </ol>
    </Sheet>
  );
}
