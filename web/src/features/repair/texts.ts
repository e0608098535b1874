// Texts of features/repair (namespace 'preview', beside the shared ones of components/preview).
import '../../components/preview/texts.ts';
import { addTexts } from '../../lib/i18n.ts';

export const zn = {
  repair: {
    intro: '发现珍宝信息有误或页面异常？填写以下信息，我们会尽快处理。',
    contact: '提交后，工作人员将在 {{days}} 个工作日内与您联系。',
    type: '问题类型',
    types: { info: '信息有误', image: '图片问题', certificate: '证书问题', page: '页面异常', other: '其他' },
    code: '珍宝编码',
    codePlaceholder: '选填，{{length}} 位珍宝编码',
    description: '问题描述',
    descriptionPlaceholder: '请描述您遇到的问题（{{max}} 字以内）',
    photos: '图片（选填，最多 {{max}} 张）',
    name: '联系人',
    namePlaceholder: '您的称呼',
    phone: '联系电话',
    submit: '提交报修',
    chooseType: '请选择问题类型',
    describe: '请描述遇到的问题',
    sent: '报修内容已通过校验。预览环境不会提交，正式上线后工作人员将在 {{days}} 个工作日内与您联系。',
  },
};

const en: typeof zn = {
  repair: {
    intro: 'Found wrong treasure information or a page that misbehaves? Tell us below and we will fix it.',
    contact: 'Our staff will contact you within {{days}} working days of your request.',
    type: 'Problem',
    types: { info: 'Wrong info', image: 'Pictures', certificate: 'Certificate', page: 'Page error', other: 'Other' },
    code: 'Treasure code',
    codePlaceholder: 'Optional, {{length}} characters',
    description: 'Description',
    descriptionPlaceholder: 'What went wrong? (up to {{max}} characters)',
    photos: 'Pictures (optional, up to {{max}})',
    name: 'Your name',
    namePlaceholder: 'How should we call you',
    phone: 'Phone',
    submit: 'Send repair request',
    chooseType: 'Please choose the kind of problem',
    describe: 'Please describe the problem',
    sent: 'Your request passed the checks. The preview does not send it; once live, our staff will contact you within {{days}} working days.',
  },
};

addTexts('preview', { zn, en });
