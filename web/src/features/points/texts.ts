// Texts of features/points (namespace 'preview', beside the shared ones of components/preview).
import '../../components/preview/texts.ts';
import { addTexts } from '../../lib/i18n.ts';

export const zn = {
  recharge: {
    balance: '当前积分',
    rate: '1 元 = 1 积分',
    packages: '充值积分',
    bonus: '赠 {{points}}',
    custom: '其他金额',
    customPlaceholder: '输入充值金额（元）',
    offerTitle: '终身入驻',
    offerBadge: '特惠',
    offerBody: '终身入驻费 {{fee}} 元，一次开通，长期登记无需按次付积分。',
    offerPrice: '¥{{fee}}',
    rulesTitle: '积分说明',
    rules: [
      '积分用于登记珍宝、开通 AI 语音等服务。',
      '珍宝登记后 {{hours}} 小时内删除，登记所用积分将退回。',
      '积分不可提现、不可转让。',
      '充值与支付需在消息应用中完成。',
    ],
    pay: '立即充值',
    payOffer: '开通终身入驻',
    chooseAmount: '请选择充值金额',
    notPaid: '预览环境不会发起支付，也不会扣款。',
    records: '积分记录',
    consumption: '消费明细',
    example: '积分余额与记录为示例：积分暂无接口提供，并非您的真实积分。',
  },
  score: {
    tabs: { all: '全部', in: '收入', out: '支出' },
    topUp: '充值',
    items: {
      recharge: '积分充值',
      register: '登记珍宝 {{code}}',
      refund: '删除珍宝退回（{{hours}} 小时内）',
      bonus: '充值赠送',
    },
  },
  consumption: {
    total: '本月支出',
    items: {
      recharge: '积分充值',
      audio: 'AI 语音讲解（×{{count}}）',
    },
    status: { paid: '已支付', refunded: '已退款' },
    order: '订单号 {{no}}',
    example: '以下支付为示例：消费明细暂无接口提供，并非您的真实支付。',
  },
};

const en: typeof zn = {
  recharge: {
    balance: 'Points balance',
    rate: '1 yuan = 1 point',
    packages: 'Top up points',
    bonus: '+{{points}} free',
    custom: 'Other amount',
    customPlaceholder: 'Amount in yuan',
    offerTitle: 'Lifetime entry',
    offerBadge: 'Special offer',
    offerBody:
      'A lifetime entry fee of {{fee}} yuan: pay once and register treasures without spending points each time.',
    offerPrice: '¥{{fee}}',
    rulesTitle: 'About points',
    rules: [
      'Points pay for registering treasures, AI voice and other services.',
      'Delete a treasure within {{hours}} hours of registering it and its points are refunded.',
      'Points cannot be cashed out or given to others.',
      'Top-ups and payments are made in the messaging app.',
    ],
    pay: 'Top up now',
    payOffer: 'Get lifetime entry',
    chooseAmount: 'Please choose an amount',
    notPaid: 'The preview starts no payment and charges nothing.',
    records: 'Points record',
    consumption: 'Consumption details',
    example: 'The balance and records are examples: no call returns points yet, so they are not yours.',
  },
  score: {
    tabs: { all: 'All', in: 'Earned', out: 'Spent' },
    topUp: 'Top up',
    items: {
      recharge: 'Points top-up',
      register: 'Registered {{code}}',
      refund: 'Refund: deleted within {{hours}} hours',
      bonus: 'Top-up bonus',
    },
  },
  consumption: {
    total: 'Spent this month',
    items: {
      recharge: 'Points top-up',
      audio: 'AI voice activation (×{{count}})',
    },
    status: { paid: 'Paid', refunded: 'Refunded' },
    order: 'Order {{no}}',
    example: 'These payments are examples: no call returns them yet, so none of them is yours.',
  },
};

addTexts('preview', { zn, en });
