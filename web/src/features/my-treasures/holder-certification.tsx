// The holder-certification popup: a QR code valid for QR_VALIDITY_MINUTES_SHORT minutes and
// the steps it starts.
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { QR_VALIDITY_MINUTES_SHORT } from '#contract/limits.ts';
import { QrCard } from '../../components/preview/qr-card.tsx';
import { pick } from '../../lib/i18n.ts';

export function HolderCertificationPopup({
  treasure,
  onClose,
}: {
  treasure: { id: number; name: string; name_intl: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('preview');
  const steps = t('box.certifySteps', { returnObjects: true }) as string[];
  return (
    <Popup
      visible={treasure !== null}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName="pv-sheet"
      destroyOnClose
    >
      {treasure && (
        <div data-testid="holder-certification">
          <h3 className="pv-sheet-title">{t('box.certifyTitle')}</h3>
          <p className="pv-sheet-sub">{pick(treasure, 'name')}</p>
          <QrCard url={`/zbbox?certify=${treasure.id}`} minutes={QR_VALIDITY_MINUTES_SHORT} />
          <ol className="pv-steps">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      )}
    </Popup>
  );
}
