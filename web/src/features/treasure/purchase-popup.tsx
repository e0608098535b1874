// The purchase request form (product §5): name, phone, price and message, checked in the
// spec's order before the server is asked; the server finds sensitive words. A second tap
// while sending does nothing.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE } from '#contract/codes.ts';
import type { Treasure } from '#contract/entities/treasure.ts';
import { api } from '../../lib/api/client.ts';
import { alertMessage, toast, toastSuccess } from '../../lib/feedback.ts';
import { useHelpText } from '../../lib/help-texts.ts';
import { currentLang, pick } from '../../lib/i18n.ts';
import {
  digitsOnly,
  PURCHASE_INPUT_LIMITS,
  type PurchaseField,
  type PurchaseForm,
  purchaseProblem,
} from './purchase-rules.ts';
import { formatPrice } from './rules.ts';
import { Sheet } from './sheet.tsx';
import './forms.css';
import { useSaving } from '../../lib/use-saving.ts';

type Props = { treasure: Treasure; onClose: () => void; onSent: (applyBuyId: number) => void };

const EMPTY: PurchaseForm = { name: '', phone: '', price: '', content: '' };

export default function PurchasePopup({ treasure, onClose, onSent }: Props) {
  const { t } = useTranslation('treasure');
  const { t: tc } = useTranslation();
  const tip = useHelpText('purchase_tip');
  const [form, setForm] = useState<PurchaseForm>(EMPTY);
  const [invalid, setInvalid] = useState<PurchaseField | null>(null);
  const saving = useSaving();

  const set = (field: PurchaseField, value: string) => {
    const clean = field === 'phone' || field === 'price' ? digitsOnly(value) : value;
    setForm((current) => ({ ...current, [field]: clean }));
    if (invalid === field) setInvalid(null);
  };

  const submit = async () => {
    const problem = purchaseProblem(form, currentLang());
    if (problem) {
      setInvalid(problem.field);
      toast(problem.message);
      return;
    }
    await saving.run(async () => {
      const answer = await api('applyBuy', { body: { goods_id: treasure.id, ...form } });
      if (answer.code === CODE.ok) {
        toastSuccess(answer.msg);
        onSent(answer.data.apply_buy_id);
        onClose();
      } else if (answer.code === CODE.conflict) {
        toast(answer.msg);
        onSent(0);
        onClose();
      } else await alertMessage(answer.msg);
    });
  };

  const field = (name: PurchaseField, label: string, input: React.ReactNode) => (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the `input` passed in
    <label className={`form-field ${invalid === name ? 'form-field--invalid' : ''}`}>
      <span className="form-label">{label}</span>
      {input}
    </label>
  );

  return (
    <Sheet title={t('purchase.title')} onClose={onClose} closeLabel={tc('actions.close')} testId="purchase-popup">
      <div className="purchase-treasure">
        <strong>{pick(treasure, 'name')}</strong>
        {treasure.price > 0 && <span>¥{formatPrice(treasure.price)}</span>}
      </div>
      <p className="muted purchase-lead">{tip || t('purchase.lead')}</p>
      <form
        className="purchase-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {field(
          'name',
          t('purchase.name'),
          <input
            name="name"
            value={form.name}
            maxLength={PURCHASE_INPUT_LIMITS.name}
            placeholder={t('purchase.namePlaceholder')}
            autoComplete="name"
            onChange={(e) => set('name', e.target.value)}
          />,
        )}
        {field(
          'phone',
          t('purchase.phone'),
          <input
            name="phone"
            type="tel"
            inputMode="numeric"
            value={form.phone}
            maxLength={PURCHASE_INPUT_LIMITS.phone}
            placeholder={t('purchase.phonePlaceholder')}
            autoComplete="tel"
            onChange={(e) => set('phone', e.target.value)}
          />,
        )}
        {field(
          'price',
          t('purchase.price'),
          <input
            name="price"
            inputMode="numeric"
            value={form.price}
            maxLength={PURCHASE_INPUT_LIMITS.price}
            placeholder={t('purchase.pricePlaceholder')}
            onChange={(e) => set('price', e.target.value)}
          />,
        )}
        {field(
          'content',
          t('purchase.message'),
          <>
            <textarea
              name="content"
              rows={3}
              value={form.content}
              maxLength={PURCHASE_INPUT_LIMITS.content}
              placeholder={t('purchase.messagePlaceholder')}
              onChange={(e) => set('content', e.target.value)}
            />
            <span className="form-counter">
              {[...form.content].length}/{PURCHASE_INPUT_LIMITS.content}
            </span>
          </>,
        )}
        <button
          type="submit"
          className="primary-button primary-button--block"
          disabled={saving.busy}
          aria-busy={saving.busy}
          data-testid="purchase-submit"
        >
          {t('purchase.submit')}
        </button>
      </form>
    </Sheet>
  );
}
