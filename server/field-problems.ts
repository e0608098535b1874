// A refused request says why in a sentence of the caller's language: "the treasure id is missing",
// "名字至少 2 个字符", not a parser's own wording with the field's code name. A rule of the
// contract that has its own message names a key of contract/messages.ts as its message.
import type { z } from 'zod';
import type { Lang } from '../contract/limits.ts';
import { type MessageKey, message, messages } from '../contract/messages.ts';

type Both = { zn: string; en: string };

/** What the fields are called, where their code name says too little. */
const FIELD_NAMES: Record<string, Both> = {
  goods_id: { zn: '珍宝编号', en: 'the treasure id' },
  artist_id: { zn: '大师编号', en: 'the master id' },
  artist_user_id: { zn: '用户编号', en: 'the user id' },
  id: { zn: '编号', en: 'the id' },
  serial_number: { zn: '珍宝编码', en: 'the treasure code' },
  uuid: { zn: '区块链哈希', en: 'the blockchain hash' },
  name: { zn: '名字', en: 'the name' },
  phone: { zn: '手机号', en: 'the phone number' },
  phone_code: { zn: '验证码', en: 'the verification code' },
  price: { zn: '价格', en: 'the price' },
  content: { zn: '内容', en: 'the text' },
  title: { zn: '标题', en: 'the title' },
  url: { zn: '链接', en: 'the link' },
  code: { zn: '代码', en: 'the code' },
  data: { zn: '加密参数 data', en: 'the encrypted data' },
  type: { zn: '类型', en: 'the type' },
  type_id: { zn: '支付方式', en: 'the payment type' },
  artist_type: { zn: '身份类型', en: 'the identity type' },
  artist_type_id: { zn: '身份类型', en: 'the identity type' },
  app_type: { zn: '应用类型', en: 'the app type' },
  pictures: { zn: '图片', en: 'the pictures' },
  reason: { zn: '原因', en: 'the reason' },
  days: { zn: '统计天数', en: 'the number of days' },
  jsApiList: { zn: '接口列表', en: 'the API list' },
};

const KINDS: Record<string, Both> = {
  number: { zn: '数字', en: 'a number' },
  string: { zn: '文字', en: 'text' },
  array: { zn: '列表', en: 'a list' },
  object: { zn: '对象', en: 'an object' },
  boolean: { zn: '是或否', en: 'yes or no' },
};

function fieldName(path: PropertyKey[], lang: Lang): string {
  const key = String(path.findLast((part) => typeof part === 'string') ?? '');
  const known = FIELD_NAMES[key]?.[lang];
  // the code name too, for the developer who reads it: "the treasure id (goods_id)"
  if (known) return lang === 'zn' ? `${known}（${key}）` : `${known} (${key})`;
  return key ? (lang === 'zn' ? `参数 ${key}` : `the field ${key}`) : lang === 'zn' ? '参数' : 'the request';
}

/** One issue of a refused parse as a sentence. */
export function describeIssue(issue: z.core.$ZodIssue, lang: Lang): string {
  const field = fieldName(issue.path, lang);
  const zn = lang === 'zn';
  if (issue.code === 'custom' && issue.message in messages) return message(issue.message as MessageKey, lang);
  if (issue.path.length === 0 && issue.code === 'invalid_type') {
    return zn ? '请求内容应为 JSON 对象或表单字段' : 'the body must be a JSON object or form fields';
  }
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return zn ? `缺少${field}` : `${field} is missing`;
      const kind = KINDS[issue.expected]?.[lang] ?? issue.expected;
      return zn ? `${field}应为${kind}` : `${field} must be ${kind}`;
    }
    case 'too_small':
    case 'too_big': {
      const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      const least = issue.code === 'too_small';
      if (issue.origin === 'string') {
        if (least && limit === 1) return zn ? `请填写${field}` : `${field} is empty`;
        return zn
          ? `${field}${least ? '至少' : '最多'} ${limit} 个字符`
          : `${field} needs ${least ? 'at least' : 'at most'} ${limit} characters`;
      }
      if (issue.origin === 'array') {
        return zn
          ? `${field}${least ? '至少' : '最多'} ${limit} 项`
          : `${field} takes ${least ? 'at least' : 'at most'} ${limit} items`;
      }
      return zn
        ? `${field}${least ? '不能小于' : '不能大于'} ${limit}`
        : `${field} must be ${least ? 'at least' : 'at most'} ${limit}`;
    }
    case 'invalid_value':
      return zn ? `${field}只能是：${issue.values.join('、')}` : `${field} must be one of: ${issue.values.join(', ')}`;
    default:
      return zn ? `${field}无效` : `${field} is not valid`;
  }
}
