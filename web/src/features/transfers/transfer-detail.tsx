// The sender's side of a transfer (/zyinfo, /zy_cul): where it stands, the transfer QR code
// (valid for QR_VALIDITY_MINUTES_LONG minutes) and the price range, adjustable within
// TRANSFER_PRICE_WINDOW_HOURS hours after the transfer. No call returns transfers: the record is
// example data, labelled so, with a recipient who is not the treasure's current holder and the
// treasure's own valuation as its price.
import { Button, Slider, Steps } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QR_VALIDITY_MINUTES_LONG, TRANSFER_PRICE_WINDOW_HOURS } from '#contract/limits.ts';
import { countdown, dateTime, yuan } from '../../components/preview/format.ts';
import { InfoList } from '../../components/preview/info-list.tsx';
import { LoadState } from '../../components/preview/load-state.tsx';
import { showNotSent } from '../../components/preview/not-sent.ts';
import { ExampleData, PreviewScreen, Section } from '../../components/preview/preview-screen.tsx';
import { QrCard } from '../../components/preview/qr-card.tsx';
import { StateTag } from '../../components/preview/state-tag.tsx';
import { treasureById } from '../../components/preview/treasure-calls.ts';
import { TreasureSummary } from '../../components/preview/treasure-summary.tsx';
import { confirmMessage } from '../../lib/feedback.ts';
import { pick } from '../../lib/i18n.ts';
import { prepareShare } from '../../lib/messaging-app.ts';
import { useScreenParams } from '../../lib/params.ts';
import type { TitleKey } from '../../lib/titles.ts';
import { useLoad } from '../../lib/use-load.ts';
import { counterpartOtherThan } from './sample-transfers.ts';

/** The example price of a treasure without a valuation. */
const SAMPLE_PRICE = 86000;
/** The adjustable range around the agreed price, in percent. */
const RANGE_PERCENT = 20;

export function TransferDetail({ title, heading, defaultId }: { title: TitleKey; heading: string; defaultId: number }) {
  const { t } = useTranslation('preview');
  const { query } = useScreenParams();
  const id = Number(query.id) || defaultId;
  const state = useLoad((signal) => treasureById(id, signal), [id]);
  const started = useMemo(() => new Date(Date.now() - 2 * 3600_000 - 17 * 60_000), []);
  const left = started.getTime() + TRANSFER_PRICE_WINDOW_HOURS * 3600_000 - Date.now();
  const [range, setRange] = useState<[number, number]>([-10, 10]);
  const priceAt = (price: number, percent: number) => Math.round((price * (100 + percent)) / 100 / 100) * 100;

  const share = async (name: string, picture: string) => {
    if (
      await prepareShare({
        title: name,
        desc: heading,
        link: `${window.location.origin}/zrinfo?id=${id}`,
        imgUrl: `${window.location.origin}${picture}`,
      })
    ) {
      await showNotSent();
    }
  };
  const cancel = async () => {
    if (await confirmMessage(t('detail.cancelConfirm'), { confirmText: t('detail.cancel') })) await showNotSent();
  };

  return (
    <PreviewScreen title={title}>
      <LoadState state={state}>
        {(treasure) => {
          const recipient = counterpartOtherThan(treasure.collector);
          const price = treasure.price > 0 ? treasure.price : SAMPLE_PRICE;
          return (
            <>
              <TreasureSummary treasure={treasure} />
              <ExampleData>{t('detail.example')}</ExampleData>
              <Section title={heading} extra={<StateTag state="awaiting" />}>
                <InfoList
                  rows={[
                    [
                      t('detail.orderNo'),
                      <span key="order" className="pv-mono">
                        ZY{treasure.serial_number.slice(2)}01
                      </span>,
                    ],
                    [
                      t('detail.to'),
                      <span key="to" data-testid="transfer-recipient">
                        {pick(recipient, 'name')}
                      </span>,
                    ],
                    [t('detail.price'), t('common.yuan', { amount: yuan(price) })],
                    [t('detail.time'), dateTime(started)],
                  ]}
                />
                <Steps direction="vertical" current={1} className="pv-steps-vertical">
                  <Steps.Step title={t('detail.steps.created')} description={dateTime(started)} />
                  <Steps.Step title={t('detail.steps.waiting')} />
                  <Steps.Step title={t('detail.steps.done')} />
                </Steps>
              </Section>
              <Section>
                <QrCard
                  url={`/zrinfo?id=${treasure.id}`}
                  minutes={QR_VALIDITY_MINUTES_LONG}
                  title={t('transfer.qrTitle')}
                  hint={t('transfer.qrHint')}
                />
              </Section>
              <Section title={t('detail.adjust')}>
                <p className="muted pv-small" data-testid="price-window">
                  {t('detail.adjustHint', { hours: TRANSFER_PRICE_WINDOW_HOURS })} ·{' '}
                  {t('detail.adjustLeft', { time: countdown(left) })}
                </p>
                <p className="pv-range">
                  {t('detail.range')}: <strong>{t('common.yuan', { amount: yuan(priceAt(price, range[0])) })}</strong> –{' '}
                  <strong>{t('common.yuan', { amount: yuan(priceAt(price, range[1])) })}</strong>
                </p>
                <Slider
                  range
                  min={-RANGE_PERCENT}
                  max={RANGE_PERCENT}
                  step={5}
                  value={range}
                  onChange={(value) => setRange(value as [number, number])}
                />
                <Button block shape="rounded" color="primary" fill="outline" onClick={() => showNotSent()}>
                  {t('common.submit')}
                </Button>
              </Section>
              <div className="pv-actions">
                <Button shape="rounded" onClick={cancel}>
                  {t('detail.cancel')}
                </Button>
                <Button
                  shape="rounded"
                  color="primary"
                  onClick={() => share(pick(treasure, 'name'), treasure.pictures[0] ?? '')}
                  data-testid="share-button"
                >
                  {t('detail.share')}
                </Button>
              </div>
            </>
          );
        }}
      </LoadState>
    </PreviewScreen>
  );
}
