// The bottom of the page: report link, repair button and violation report button.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCUSE_PATTERN } from '#contract/rules/report.ts';
import { screenUrl } from '../../lib/params.ts';
import { AlertIcon, FlagIcon, ToolIcon } from './icons.tsx';

export function FooterLinks({ treasureId }: { treasureId: number }) {
  const { t } = useTranslation('treasure');
  const { t: tc } = useTranslation();
  return (
    <footer className="treasure-footer">
      <p className="report-line">
        {t('footer.reportLead')}
        <Link
          to={screenUrl(`/report/${treasureId}`, { accuse_pattern: ACCUSE_PATTERN.treasure })}
          data-testid="report-link"
        >
          <FlagIcon size={13} />
          {t('footer.report')}
        </Link>
      </p>
      <div className="footer-buttons">
        <Link className="ghost-button" to="/repair" data-testid="repair-button">
          <ToolIcon size={15} />
          {t('footer.repair')}
        </Link>
        <Link className="ghost-button" to={screenUrl(`/adtiViolation/${treasureId}`)} data-testid="violation-button">
          <AlertIcon size={15} />
          {t('footer.violation')}
        </Link>
      </div>
      <p className="copyright">{tc('footer.copyright')}</p>
    </footer>
  );
}
