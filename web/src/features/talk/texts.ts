// Texts of features/talk (namespace 'preview', beside the shared ones of components/preview).
import '../../components/preview/texts.ts';
import { addTexts } from '../../lib/i18n.ts';

export const zn = {
  talk: {
    requestNo: '求购编号 {{id}}',
    noRequest: '您还没有对这件珍宝提交求购',
    sendRequest: '去珍宝页面求购',
    noGoods: '请从珍宝页面进入求购消息',
    system: '请通过平台沟通，平台不会要求您支付任何定金。',
    requestPrice: '预估价 ¥{{price}}',
    sentAt: '{{time}} 提交的求购',
    waiting: '求购已送达对方。对方的回复暂无接口提供，演示环境中不会出现。',
    me: '我',
    placeholder: '输入消息…',
    send: '发送',
    notSent: '预览：未发送',
  },
};

const en: typeof zn = {
  talk: {
    requestNo: 'Request no. {{id}}',
    noRequest: 'You have not sent a purchase request for this treasure',
    sendRequest: 'Send one from the treasure page',
    noGoods: 'Open purchase messages from a treasure page',
    system: 'Keep the conversation on the platform. The platform never asks you for a deposit.',
    requestPrice: 'Estimated price ¥{{price}}',
    sentAt: 'Purchase request sent {{time}}',
    waiting:
      'Your request has reached the other side. No call delivers their replies yet, so none appear in this demo.',
    me: 'Me',
    placeholder: 'Type a message…',
    send: 'Send',
    notSent: 'Preview: not sent',
  },
};

addTexts('preview', { zn, en });
