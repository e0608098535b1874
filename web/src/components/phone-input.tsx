// The field of a mainland mobile number (product §5): the phone's numeric keyboard, at most the
// number's 11 digits, clearable. The forms built with antd-mobile take it as their phone field.
import { Input, type InputProps } from 'antd-mobile';
import { PHONE_LENGTH } from '#contract/limits.ts';

export function PhoneInput(props: Omit<InputProps, 'type' | 'inputMode' | 'maxLength' | 'clearable'>) {
  return <Input type="tel" inputMode="numeric" maxLength={PHONE_LENGTH} clearable {...props} />;
}
