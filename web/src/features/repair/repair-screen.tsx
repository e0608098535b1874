// /repair: a repair request (reached from the visitor home's floating repair entry). The
// spec knows its contact promise: within REPAIR_CONTACT_WORKING_DAYS working days.
import { Button, Form, ImageUploader, Input, Selector, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { REPAIR_CONTACT_WORKING_DAYS, REPORT_DESCRIPTION_MAX, TREASURE_CODE_LENGTH } from '#contract/limits.ts';
import { keepLocally, underImageLimit } from '../../components/preview/form-rules.ts';
import { ClockIcon } from '../../components/preview/icons.tsx';
import { showNotSent } from '../../components/preview/not-sent.ts';
import { PhoneItem } from '../../components/preview/phone-item.tsx';
import { PreviewScreen, Section } from '../../components/preview/preview-screen.tsx';
import './texts.ts';

const TYPES = ['info', 'image', 'certificate', 'page', 'other'] as const;
const MAX_PHOTOS = 3;

export default function RepairScreen() {
  const { t } = useTranslation('preview');
  const [form] = Form.useForm();
  const days = REPAIR_CONTACT_WORKING_DAYS;

  return (
    <PreviewScreen title="repair" form>
      <div className="pv-banner" data-testid="repair-contact">
        <ClockIcon />
        <span>{t('repair.contact', { days })}</span>
      </div>
      <Section>
        <p className="muted pv-lead">{t('repair.intro')}</p>
        <Form
          form={form}
          layout="vertical"
          className="pv-form"
          onFinish={() => showNotSent(t('repair.sent', { days }))}
          footer={
            <Button block type="submit" color="primary" size="large" shape="rounded">
              {t('repair.submit')}
            </Button>
          }
        >
          <Form.Item name="type" label={t('repair.type')} rules={[{ required: true, message: t('repair.chooseType') }]}>
            <Selector columns={3} options={TYPES.map((type) => ({ value: type, label: t(`repair.types.${type}`) }))} />
          </Form.Item>
          <Form.Item name="code" label={t('repair.code')}>
            <Input
              maxLength={TREASURE_CODE_LENGTH}
              placeholder={t('repair.codePlaceholder', { length: TREASURE_CODE_LENGTH })}
              clearable
            />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('repair.description')}
            rules={[{ required: true, whitespace: true, message: t('repair.describe') }]}
          >
            <TextArea
              rows={4}
              maxLength={REPORT_DESCRIPTION_MAX}
              showCount
              placeholder={t('repair.descriptionPlaceholder', { max: REPORT_DESCRIPTION_MAX })}
            />
          </Form.Item>
          <Form.Item name="photos" label={t('repair.photos', { max: MAX_PHOTOS })} initialValue={[]}>
            <ImageUploader upload={keepLocally} beforeUpload={(file) => underImageLimit(file)} maxCount={MAX_PHOTOS} />
          </Form.Item>
          <Form.Item name="name" label={t('repair.name')}>
            <Input maxLength={20} placeholder={t('repair.namePlaceholder')} clearable />
          </Form.Item>
          <PhoneItem label={t('repair.phone')} />
        </Form>
      </Section>
    </PreviewScreen>
  );
}
