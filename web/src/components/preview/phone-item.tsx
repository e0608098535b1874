// The phone field of the preview forms: the login popup's rule (product §5), a numeric keyboard.
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../phone-input.tsx';
import { phoneRule } from './form-rules.ts';

export function PhoneItem({ label }: { label: string }) {
  const { t } = useTranslation('preview');
  return (
    <Form.Item name="phone" label={label} rules={[phoneRule]} required>
      <PhoneInput placeholder={t('common.phonePlaceholder')} />
    </Form.Item>
  );
}
