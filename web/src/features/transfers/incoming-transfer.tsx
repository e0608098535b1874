// The recipient's side of a transfer (/zrinfo, /zr_cul): accept or decline, or scan the
// sender's transfer code (messaging app only); then the holder-certification code, valid for
// QR_VALIDITY_MINUTES_SHORT minutes. No call returns transfers: the record is example data,
// labelled so; its sender is the one who can transfer the treasure (its holder, else its author).
import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QR_VALIDITY_MINUTES_SHORT, TRANSFER_PRICE_WINDOW_HOURS } from '#contract/limits.ts';
import { dateTime, yuan } from '../../components/preview/format.ts';
import { ScanIcon } from '../../components/preview/icons.tsx';
import { InfoList } from '../../components/preview/info-list.tsx';
import { LoadState } from '../../components/preview/load-state.tsx';
import { showNotSent } from '../../components/preview/not-sent.ts';
import { ExampleData, PreviewScreen, Section } from '../../components/preview/preview-screen.tsx';
import { QrCard } from '../../components/preview/qr-card.tsx';
import { StateTag } from '../../components/preview/state-tag.tsx';
import { type TreasureDetail, treasureById } from '../../components/preview/treasure-calls.ts';
import { TreasureSummary } from '../../components/preview/treasure-summary.tsx';
import { confirmMessage } from '../../lib/feedback.ts';
import { pick } from '../../lib/i18n.ts';
import { scanCode } from '../../lib/messaging-app.ts';
import { useScreenParams } from '../../lib/params.ts';
import type { TitleKey } from '../../lib/titles.ts';
import { useLoad } from '../../lib/use-load.ts';

/** The example price of a treasure without a valuation. */
const SAMPLE_PRICE = 66000;

const senderOf = (treasure: TreasureDetail) => treasure.collector ?? treasure.artist;

export function IncomingTransfer({
  title,
  heading,
  defaultId,
}: {
  title: TitleKey;
  heading: string;
  defaultId: number;
}) {
  const { t } = useTranslation('preview');
  const { query } = useScreenParams();
  const id = Number(query.id) || defaultId;
  const state = useLoad((signal) => treasureById(id, signal), [id]);
  const started = useMemo(() => new Date(Date.now() - 26 * 60_000), []);

  const scan = async () => {
    if ((await scanCode('treasure')) !== null) await showNotSent(t('incoming.accepted'));
  };
  const decline = async () => {
    if (await confirmMessage(t('incoming.decline'), { confirmText: t('incoming.decline') })) await showNotSent();
  };

  return (
    <PreviewScreen title={title}>
      <LoadState state={state}>
        {(treasure) => {
          const sender = senderOf(treasure);
          return (
            <>
              <ExampleData>{t('incoming.example')}</ExampleData>
              <Section title={heading} extra={<StateTag state="awaiting" />}>
                <p className="pv-lead">{t('incoming.intro', { name: pick(sender, 'name') })}</p>
              </Section>
              <TreasureSummary treasure={treasure} />
              <Section>
                <InfoList
                  rows={[
                    [
                      t('detail.from'),
                      <span key="from" data-testid="transfer-sender">
                        {pick(sender, 'name')}
                      </span>,
                    ],
                    [
                      t('detail.price'),
                      t('common.yuan', { amount: yuan(treasure.price > 0 ? treasure.price : SAMPLE_PRICE) }),
                    ],
                    [t('detail.time'), dateTime(started)],
                    [
                      t('detail.orderNo'),
                      <span key="order" className="pv-mono">
                        ZR{treasure.serial_number.slice(2)}02
                      </span>,
                    ],
                  ]}
                />
                <p className="muted pv-small">{t('assignment.hint', { hours: TRANSFER_PRICE_WINDOW_HOURS })}</p>
                <div className="pv-actions">
                  <Button shape="rounded" onClick={decline}>
                    {t('incoming.decline')}
                  </Button>
                  <Button shape="rounded" color="primary" onClick={() => showNotSent(t('incoming.accepted'))}>
                    {t('incoming.accept')}
                  </Button>
                </div>
                <Button
                  block
                  fill="outline"
                  shape="rounded"
                  color="primary"
                  onClick={scan}
                  className="pv-scan"
                  data-testid="scan-button"
                >
                  <ScanIcon width={18} height={18} /> {t('incoming.scan')}
                </Button>
                <p className="muted pv-small pv-center">{t('incoming.scanHint')}</p>
              </Section>
              <Section title={t('incoming.certQr')}>
                <QrCard
                  url={`/zbbox?certify=${treasure.id}`}
                  minutes={QR_VALIDITY_MINUTES_SHORT}
                  hint={t('incoming.certHint')}
                />
              </Section>
            </>
          );
        }}
      </LoadState>
    </PreviewScreen>
  );
}
