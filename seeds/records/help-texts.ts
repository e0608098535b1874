// Help texts fetched by goods/getHelpInfoConfig (key, content, content_intl).
import type { HelpTextRow } from './types.ts';

export const helpTexts: HelpTextRow[] = [
  {
    key: 'search_tip',
    content: '输入 11 位珍宝编码或 32 位区块链哈希即可查询珍宝；编码不足 11 位时按衍生品编码查询。',
    content_intl:
      'Enter the 11-character treasure code or the 32-character blockchain hash to look up a treasure. Shorter codes are looked up as derivative items.',
  },
  {
    key: 'purchase_tip',
    content: '提交意向后，藏家或作者将通过站内消息与您联系。请如实填写预估价格，平台不收取任何定金。',
    content_intl:
      'Once you submit your request, the holder or the author will contact you through in-app messages. Please give an honest estimate; the platform never asks for a deposit.',
  },
  {
    key: 'ai_voice_tip',
    content: 'AI 语音讲解由作品资料自动生成，支持中英双语。激活后约 10 分钟内生成完毕。',
    content_intl:
      'AI voice narration is generated from the treasure’s records, in Chinese and English. It is usually ready about ten minutes after activation.',
  },
  {
    key: 'repair_tip',
    content: '发现页面信息有误？提交报修后，工作人员将在 3 个工作日内与您联系。',
    content_intl:
      'Spotted something wrong on a page? Send a repair request and our staff will contact you within 3 working days.',
  },
  {
    key: 'share_tip',
    content: '点击右上角“…”，选择“发送给朋友”或“分享到朋友圈”，把这件珍宝分享出去。',
    content_intl:
      'Tap “…” in the top-right corner, then “Send to friend” or “Share to Moments” to share this treasure.',
  },
  {
    key: 'report_tip',
    content: '如发现作品存在侵权、虚假或违规信息，请提交举报并附上说明，我们会尽快核实处理。',
    content_intl:
      'If a work infringes rights or carries false or improper information, please report it with a short explanation. We will look into it promptly.',
  },
  {
    key: 'privacy_agreement',
    content: [
      '欢迎使用珍宝中心。我们非常重视您的个人信息与隐私保护。',
      '1. 我们仅在您授权登录后获取您的昵称、头像和手机号，用于识别身份、提交意向和接收通知。',
      '2. 您关注、点赞、收藏的记录仅用于为您展示相关内容，不会向第三方出售。',
      '3. 您可以随时在“我的”页面中撤回授权或申请注销账号。',
      '点击“同意”即表示您已阅读并同意《用户协议》与《隐私政策》。',
    ].join('\n'),
    content_intl: [
      'Welcome to the Treasure Center. We take your personal information and privacy seriously.',
      '1. Only after you authorise login do we receive your nickname, avatar and phone number, which we use to identify you, handle your requests and send you notifications.',
      '2. Your follows, likes and favorites are used only to show you related content and are never sold to third parties.',
      '3. You may withdraw your authorisation or close your account at any time from the “Me” page.',
      'By tapping “Agree” you confirm that you have read and accept the User Agreement and the Privacy Policy.',
    ].join('\n'),
  },
];
