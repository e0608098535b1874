// /unit_info: the organisation's details, saved as a draft or sent for review (the draft and
// review wording of product §4).
import { Button, Form, ImageUploader, Input, Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES, MB } from '#contract/limits.ts';
import { keepLocally, underImageLimit } from '../../components/preview/form-rules.ts';
import { showNotSent } from '../../components/preview/not-sent.ts';
import { PhoneItem } from '../../components/preview/phone-item.tsx';
import { PreviewScreen, Section } from '../../components/preview/preview-screen.tsx';
import { StateTag } from '../../components/preview/state-tag.tsx';
import './texts.ts';

const CREDIT_CODE = /^[0-9A-Z]{18}$/;

export default function UnitInfoScreen() {
  const { t } = useTranslation('preview');
  const [form] = Form.useForm();
  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });

  return (
    <PreviewScreen title="unit_info" form>
      <Section title={t('unitInfo.status')} extra={<StateTag state="draft" />}>
        <Steps current={0} className="pv-steps-horizontal">
          <Steps.Step title={t('states.draft')} />
          <Steps.Step title={t('states.underReview')} />
          <Steps.Step title={t('states.approved')} />
        </Steps>
        <p className="muted pv-small">{t('unitInfo.intro')}</p>
      </Section>
      <Section title={t('unit.info')}>
        <Form
          form={form}
          layout="vertical"
          className="pv-form"
          onFinish={() => showNotSent()}
          footer={
            <div className="pv-actions">
              <Button shape="rounded" onClick={() => showNotSent(t('unitInfo.saved'))}>
                {t('unitInfo.save')}
              </Button>
              <Button type="submit" shape="rounded" color="primary">
                {t('unitInfo.submit')}
              </Button>
            </div>
          }
        >
          <Form.Item name="name" label={t('unitInfo.name')} rules={[required(t('unitInfo.name'))]}>
            <Input maxLength={50} placeholder={t('unitInfo.namePlaceholder')} clearable />
          </Form.Item>
          <Form.Item
            name="credit"
            label={t('unitInfo.creditCode')}
            rules={[required(t('unitInfo.creditCode')), { pattern: CREDIT_CODE, message: t('unitInfo.creditWrong') }]}
            normalize={(value: string) => value?.toUpperCase()}
          >
            <Input maxLength={18} placeholder={t('unitInfo.creditPlaceholder')} clearable />
          </Form.Item>
          <Form.Item name="contact" label={t('unitInfo.contact')} rules={[required(t('unitInfo.contact'))]}>
            <Input maxLength={20} placeholder={t('unitInfo.contactPlaceholder')} clearable />
          </Form.Item>
          <PhoneItem label={t('unitInfo.phone')} />
          <Form.Item name="address" label={t('unitInfo.address')}>
            <Input maxLength={100} placeholder={t('unitInfo.addressPlaceholder')} clearable />
          </Form.Item>
          <Form.Item
            name="licence"
            label={t('unitInfo.licence')}
            description={t('unitInfo.licenceHint', { size: `${IMAGE_MAX_BYTES / MB}M` })}
            initialValue={[]}
          >
            <ImageUploader upload={keepLocally} beforeUpload={(file) => underImageLimit(file)} maxCount={1} />
          </Form.Item>
        </Form>
      </Section>
    </PreviewScreen>
  );
}
