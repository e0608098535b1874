// Transferring a treasure or a collection item to a new holder (/zhuanyi/:id,
// /zhuanyi_col/:id): the recipient, the price, the signature password, then a transfer QR
// code valid for QR_VALIDITY_MINUTES_LONG minutes. The price range stays adjustable for
// TRANSFER_PRICE_WINDOW_HOURS hours after the transfer.
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_MIN,
  PURCHASE_PRICE_DIGITS_MAX,
  QR_VALIDITY_MINUTES_LONG,
  TRANSFER_PRICE_WINDOW_HOURS,
} from '#contract/limits.ts';
import { ClockIcon } from '../../components/preview/icons.tsx';
import { LoadState } from '../../components/preview/load-state.tsx';
import { PhoneItem } from '../../components/preview/phone-item.tsx';
import { PreviewScreen, Section } from '../../components/preview/preview-screen.tsx';
import { QrCard } from '../../components/preview/qr-card.tsx';
import { treasureById } from '../../components/preview/treasure-calls.ts';
import { TreasureSummary } from '../../components/preview/treasure-summary.tsx';
import { StateView } from '../../components/state-view.tsx';
import { ApiError } from '../../lib/api/client.ts';
import { pick } from '../../lib/i18n.ts';
import { useScreenParams } from '../../lib/params.ts';
import type { TitleKey } from '../../lib/titles.ts';
import { useLoad } from '../../lib/use-load.ts';

type Values = { phone: string; name: string; price?: string; password: string };

export function TransferForm({ title, heading }: { title: TitleKey; heading: string }) {
  const { t } = useTranslation('preview');
  const { params } = useScreenParams();
  const id = Number(params.id);
  const state = useLoad((signal) => treasureById(id, signal), [id]);
  const [issued, setIssued] = useState<Values | null>(null);

  const notFound = state.error instanceof ApiError && state.error.code === -1;
  return (
    <PreviewScreen title={title} form>
      {notFound ? (
        <StateView kind="empty" title={t('transfer.notFound')} className="pv-error" />
      ) : (
        <LoadState state={state}>
          {(treasure) => (
            <>
              <TreasureSummary
                treasure={treasure}
                extra={
                  <p className="pv-request-no">
                    {t('transfer.holder', {
                      name: treasure.collector ? pick(treasure.collector, 'name') : t('transfer.noHolder'),
                    })}
                  </p>
                }
              />
              <div className="pv-banner" data-testid="price-window">
                <ClockIcon />
                <span>{t('transfer.priceWindow', { hours: TRANSFER_PRICE_WINDOW_HOURS })}</span>
              </div>
              {issued ? (
                <Section title={t('transfer.qrTitle')}>
                  <QrCard
                    url={`/zrinfo?id=${treasure.id}`}
                    minutes={QR_VALIDITY_MINUTES_LONG}
                    hint={t('transfer.qrHint')}
                  />
                  <p className="muted pv-small pv-center">{t('common.notSent')}</p>
                </Section>
              ) : (
                <Section title={heading}>
                  <p className="muted pv-lead">{t('transfer.intro')}</p>
                  <Form
                    layout="vertical"
                    className="pv-form"
                    onFinish={(values: Values) => setIssued(values)}
                    footer={
                      <Button block type="submit" color="primary" size="large" shape="rounded">
                        {t('transfer.submit')}
                      </Button>
                    }
                  >
                    <PhoneItem label={t('transfer.recipientPhone')} />
                    <Form.Item
                      name="name"
                      label={t('transfer.recipientName')}
                      rules={[
                        {
                          required: true,
                          whitespace: true,
                          message: t('common.required', { field: t('transfer.recipientName') }),
                        },
                      ]}
                    >
                      <Input maxLength={20} placeholder={t('transfer.namePlaceholder')} clearable />
                    </Form.Item>
                    <Form.Item
                      name="price"
                      label={t('transfer.price')}
                      rules={[
                        {
                          pattern: new RegExp(`^\\d{0,${PURCHASE_PRICE_DIGITS_MAX}}$`),
                          message: t('transfer.priceTooLong', { digits: PURCHASE_PRICE_DIGITS_MAX }),
                        },
                      ]}
                    >
                      <Input
                        inputMode="numeric"
                        placeholder={t('transfer.pricePlaceholder', { digits: PURCHASE_PRICE_DIGITS_MAX })}
                        clearable
                      />
                    </Form.Item>
                    <Form.Item
                      name="password"
                      label={t('transfer.password')}
                      rules={[
                        {
                          required: true,
                          min: PASSWORD_MIN,
                          message: t('transfer.passwordShort', { min: PASSWORD_MIN }),
                        },
                      ]}
                    >
                      <Input
                        type="password"
                        placeholder={t('transfer.passwordPlaceholder', { min: PASSWORD_MIN })}
                        autoComplete="off"
                      />
                    </Form.Item>
                  </Form>
                </Section>
              )}
            </>
          )}
        </LoadState>
      )}
    </PreviewScreen>
  );
}
