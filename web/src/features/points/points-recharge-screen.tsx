// /chongzhi: points top-up and the lifetime entry offer (LIFETIME_ENTRY_FEE_YUAN yuan, a special
// offer), with the refund rule (points back when a treasure is deleted within
// POINTS_REFUND_HOURS hours). Payment needs the messaging app; the preview charges nothing.

import { Button, Input } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PURCHASE_PRICE_DIGITS_MAX } from '#contract/limits.ts';
import { groupThousands, yuan } from '../../components/preview/format.ts';
import { ChevronIcon } from '../../components/preview/icons.tsx';
import { showNotSent } from '../../components/preview/not-sent.ts';
import { PreviewScreen, Section } from '../../components/preview/preview-screen.tsx';
import { SAMPLE_POINTS_BALANCE } from '../../components/preview/sample-points-balance.ts';
import { toast } from '../../lib/feedback.ts';
import { requireMessagingApp } from '../../lib/messaging-app.ts';
import { requireLogin } from '../../lib/session.ts';
import { LIFETIME_ENTRY_FEE_YUAN, POINTS_REFUND_HOURS, RECHARGE_PACKAGES } from './prices.ts';
import './texts.ts';

/** Payment: a login, then the messaging app (product §6), then what the preview says instead of paying. */
async function pay(t: TFunction<'preview'>) {
  if (!requireLogin()) return;
  if (!(await requireMessagingApp())) return;
  await showNotSent(t('recharge.notPaid'));
}

export default function PointsRechargeScreen() {
  const { t } = useTranslation('preview');
  const [amount, setAmount] = useState<number | null>(RECHARGE_PACKAGES[2].yuan);
  const [custom, setCustom] = useState('');
  const rules = t('recharge.rules', { returnObjects: true, hours: POINTS_REFUND_HOURS }) as string[];
  const chosen = custom ? Number(custom) : amount;

  return (
    <PreviewScreen
      title="chongzhi"
      top={
        <header className="pv-hero pv-balance" data-testid="points-balance">
          <span className="pv-points-label">{t('recharge.balance')}</span>
          <strong className="pv-balance-value">{groupThousands(SAMPLE_POINTS_BALANCE)}</strong>
          <span className="pv-hero-sub">{t('recharge.rate')}</span>
          <span className="pv-hero-example" data-testid="example-data">
            {t('recharge.example')}
          </span>
          <nav className="pv-balance-links">
            <Link to="/ScoreRecord">
              {t('recharge.records')} <ChevronIcon width={14} height={14} />
            </Link>
            <Link to="/ConsumptionDetails">
              {t('recharge.consumption')} <ChevronIcon width={14} height={14} />
            </Link>
          </nav>
        </header>
      }
    >
      <section className="pv-offer" data-testid="lifetime-offer">
        <span className="pv-offer-badge">{t('recharge.offerBadge')}</span>
        <h2 className="pv-offer-title serif">{t('recharge.offerTitle')}</h2>
        <p className="pv-offer-body">{t('recharge.offerBody', { fee: groupThousands(LIFETIME_ENTRY_FEE_YUAN) })}</p>
        <div className="pv-offer-foot">
          <strong className="pv-offer-price">
            {t('recharge.offerPrice', { fee: groupThousands(LIFETIME_ENTRY_FEE_YUAN) })}
          </strong>
          <Button shape="rounded" size="small" className="pv-offer-button" onClick={() => pay(t)}>
            {t('recharge.payOffer')}
          </Button>
        </div>
      </section>
      <Section title={t('recharge.packages')}>
        <div className="pv-packages" role="radiogroup" aria-label={t('recharge.packages')}>
          {RECHARGE_PACKAGES.map((option) => (
            <button
              key={option.yuan}
              type="button"
              role="radio"
              aria-checked={!custom && amount === option.yuan}
              className={`pv-package ${!custom && amount === option.yuan ? 'is-active' : ''}`}
              onClick={() => {
                setAmount(option.yuan);
                setCustom('');
              }}
            >
              <strong>{t('common.points', { amount: groupThousands(option.yuan) })}</strong>
              <span>{t('common.yuan', { amount: yuan(option.yuan) })}</span>
              {option.bonus > 0 && <em>{t('recharge.bonus', { points: option.bonus })}</em>}
            </button>
          ))}
        </div>
        <Input
          className="pv-custom-amount"
          value={custom}
          onChange={(value) => setCustom(value.replace(/\D/g, '').slice(0, PURCHASE_PRICE_DIGITS_MAX))}
          inputMode="numeric"
          placeholder={t('recharge.customPlaceholder')}
          aria-label={t('recharge.custom')}
          clearable
        />
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          onClick={() => (chosen && chosen > 0 ? pay(t) : toast(t('recharge.chooseAmount')))}
          data-testid="pay-button"
        >
          {t('recharge.pay')}
          {chosen ? ` · ${t('common.yuan', { amount: yuan(chosen) })}` : ''}
        </Button>
      </Section>
      <Section title={t('recharge.rulesTitle')}>
        <ol className="pv-rules" data-testid="points-rules">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </Section>
    </PreviewScreen>
  );
}
