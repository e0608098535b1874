// The phone field of the preview forms: the login popup's rule (product §5), a numeric keyboard.
import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PHONE_LENGTH } from '#contract/limits.ts';
import { phoneRule } from './form-rules.ts';

export function PhoneItem({ label }: { label: string }) {
  const { t } = useTranslation('preview');
  return (
    <Form.Item name="phone" label={label} rules={[phoneRule]} required>
      <Input
        type="tel"
        inputMode="numeric"
        maxLength={PHONE_LENGTH}
        placeholder={t('common.phonePlaceholder')}
        clearable
      />
    </Form.Item>
  );
}
