// The phone number and its code, as the login phone popup and /phone ask for them: the number
// takes at most 11 characters, as the purchase form's does.
import { Form, Input } from 'antd-mobile';
import './texts.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../components/phone-input.tsx';

type Props = {
  phone: string;
  onPhone: (value: string) => void;
  phoneCode: string;
  onPhoneCode: (value: string) => void;
  /** beside the code (the popup's 'send code' button) */
  codeExtra?: ReactNode;
};

export function PhoneFields({ phone, onPhone, phoneCode, onPhoneCode, codeExtra }: Props) {
  const { t } = useTranslation();
  return (
    <Form layout="horizontal">
      <Form.Item label={t('login.phone')}>
        <PhoneInput
          aria-label={t('login.phone')}
          value={phone}
          onChange={onPhone}
          placeholder={t('login.phonePlaceholder')}
        />
      </Form.Item>
      <Form.Item label={t('login.phoneCode')} extra={codeExtra}>
        <Input
          aria-label={t('login.phoneCode')}
          inputMode="numeric"
          value={phoneCode}
          onChange={onPhoneCode}
          placeholder={t('login.phoneCodePlaceholder')}
        />
      </Form.Item>
    </Form>
  );
}
