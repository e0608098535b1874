// The answer messages of the API, in both languages. The English texts are the spec's own
// words (product §5 and §8); the web client shows these same texts for the same rules, so a
// message never differs between what the server says and what the screen checks first.
import { DEFAULT_LANG, type Lang } from './limits.ts';
import { masterToolMessages } from './messages-master-tools.ts';
import { shellMessages } from './shell-messages.ts';

export const messages = {
  ...shellMessages,
  ...masterToolMessages,
  // nt's client compares msg with 'success' (product §7), so it is the same word in both languages.
  success: { zn: 'success', en: 'success' },
  // product §8
  notFound: { zn: '找不到该内容', en: 'Not found' },
  masterNotFound: { zn: '找不到该大师', en: 'This master could not be found' },
  routeNotFound: { zn: '接口不存在：{path}', en: 'No such call: {path}' },
  followSelf: { zn: '不能关注自己', en: "Can't follow yourself" },
  purchaseOwnTreasure: { zn: '不能求购自己的珍宝', en: 'You cannot send a purchase request for your own treasure' },
  followSuccess: { zn: '关注成功', en: 'Follow success' },
  cancelSuccess: { zn: '取消成功', en: 'Cancel success' },
  likeSuccess: { zn: '点赞成功', en: 'Like success' },
  alreadyLiked: { zn: '您已点过赞', en: 'You have liked' },
  saveSuccess: { zn: '收藏成功', en: 'Collection success' },
  notForSale: { zn: '非公开出售', en: 'Not for public sale' },
  submitSucceed: { zn: '提交成功', en: 'Submit succeed' },
  alreadyRequested: { zn: '您已提交过求购信息，请前往消息查看', en: 'Already submitted, please go to messages' },
  sensitiveWords: {
    zn: '提交的信息包含敏感词：{words}',
    en: 'The submitted information contains sensitive words：{words}',
  },
  audioActivated: { zn: '开通成功，音频生成中', en: 'Successfully activated, audio generation in progress' },
  audioInProgress: { zn: '音频生成中', en: 'Generation in progress' },
  audioNotOwner: { zn: '只有作品所有者才能开通AI语音', en: 'Only the owner can activate AI voice' },
  audioAlreadyActive: { zn: 'AI语音已开通', en: 'AI voice is already activated' },
  audioNoCount: { zn: '开通次数不足，请先购买', en: 'No activations left, please pay to activate' },
  paymentFailed: { zn: '支付失败', en: 'Payment failed' },
  switchSuccess: { zn: '切换成功', en: 'Switch success' },
  notYourMaster: { zn: '您不是该大师的助理', en: 'You are not an assistant of this master' },
  // product §5: purchase request, in the order they are checked
  purchaseNameRequired: { zn: '请填写您的姓名', en: 'Please fill in your name' },
  purchaseNameTooLong: { zn: '姓名最多{max}个字', en: 'The name can have at most {max} characters' },
  purchasePhoneRequired: { zn: '请输入手机号', en: 'Please enter your mobile phone number' },
  purchasePhoneInvalid: { zn: '手机号格式错误', en: 'Phone number wrong' },
  purchasePriceRequired: { zn: '请输入预估价格', en: 'Please enter the estimated price' },
  purchasePriceInvalid: { zn: '价格最多{max}位数字', en: 'The price can have at most {max} digits' },
  purchasePriceDigits: {
    zn: '请以整数元填写价格，只填数字',
    en: 'Please enter the price in whole yuan, digits only',
  },
  purchaseMessageRequired: { zn: '请输入求购留言', en: 'Please enter a purchase message' },
  purchaseMessageTooLong: { zn: '留言最多{max}个字', en: 'The message can have at most {max} characters' },
  // product §5: login phone popup
  phoneCodeWrong: { zn: '验证码错误', en: 'Verification code wrong' },
  // product §7: login flow
  notAuthorised: { zn: '您还不是认证大师', en: 'You are not an authorised master' },
  // treasure satellite pages: reports (/report, /adtiViolation) and detail uploads (/imgUpdate)
  reportReasonRequired: { zn: '请选择举报原因', en: 'Please choose a reason' },
  reportContentRequired: { zn: '请描述您遇到的问题', en: 'Please describe the problem' },
  reportContentTooLong: { zn: '描述最多{max}个字', en: 'The description can have at most {max} characters' },
  reportAlreadySent: {
    zn: '您已举报过该珍宝，我们正在处理',
    en: 'You have already reported this treasure; we are handling it',
  },
  picturesTooMany: { zn: '最多上传{max}张图片', en: 'You can upload at most {max} pictures' },
  pictureNotUploaded: { zn: '图片无效，请重新上传', en: 'A picture is not valid, please upload it again' },
  detailPicturesRequired: { zn: '请至少上传一张细节图', en: 'Please upload at least one detail picture' },
  detailUploadNotOwner: {
    zn: '只有作品的作者或持有人可以上传细节图',
    en: "Only the treasure's author or holder can upload detail pictures",
  },
  detailUploadPending: {
    zn: '细节图正在审核中，请等待审核结果',
    en: 'Your detail pictures are under review, please wait for the result',
  },
  // bad input
  codeOrHash: {
    zn: '请提供珍宝编码或区块链哈希其中之一',
    en: 'one of the code (serial_number) and the hash (uuid) is needed, not both',
  },
  invalidField: { zn: '参数错误：{field}', en: 'Invalid request: {field}' },
  invalidJson: { zn: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  bodyTooLarge: { zn: '请求内容过大', en: 'The request body is too large' },
  unsupportedMediaType: { zn: '不支持的请求格式', en: 'Unsupported request format' },
  invalidEncrypted: { zn: '加密数据无效或已被篡改', en: 'The encrypted data is invalid or has been tampered with' },
  invalidUrl: { zn: '无效的地址', en: 'Invalid url' },
  forbidden: { zn: '没有权限', en: 'You are not allowed to do this' },
  mockControlsToken: {
    zn: '演示控制需要令牌：请打开服务器启动时显示的带 mock_token 的链接，脚本请发送 X-Mock-Token 请求头',
    en: 'The demo controls need their token: open the link with mock_token shown when the server started, or send it as X-Mock-Token',
  },
  requestTimedOut: {
    zn: '请求未能及时送达，请重试',
    en: 'The request did not arrive in time, please try again',
  },
  headersTooLarge: { zn: '请求头过大', en: 'The request headers are too large' },
  malformedRequest: { zn: '无法读取的请求', en: 'The request could not be read' },
  compressedBodyBroken: {
    zn: '请求正文无法解压（Content-Encoding 与正文不符）',
    en: 'The request body could not be decompressed (it does not match its Content-Encoding)',
  },
  compressionUnsupported: {
    zn: '不支持的 Content-Encoding（可用 gzip、deflate、br）',
    en: 'Unsupported Content-Encoding (gzip, deflate and br are)',
  },
  hostNotAllowed: {
    zn: '此服务不接受主机名 {host}：只接受本机的名称和 ALLOWED_HOSTS 中列出的名称',
    en: 'This server does not answer to the host name {host}: only to this machine’s names and those listed in ALLOWED_HOSTS',
  },
  crossSiteRefused: {
    zn: '其他网站的页面不能使用演示控制和沙盒',
    en: 'A page of another site cannot use the demo controls or sandboxes',
  },
  mockControlsJsonOnly: {
    zn: '演示控制只接受 Content-Type: application/json 的请求',
    en: 'The demo controls only accept requests with Content-Type: application/json',
  },
  uploadMissing: { zn: '请选择要上传的图片', en: 'Please choose a picture to upload' },
  uploadNotImage: {
    zn: '只能上传 JPG、PNG、GIF 或 WebP 图片',
    en: 'Only JPG, PNG, GIF or WebP pictures can be uploaded',
  },
  uploadMalformed: {
    zn: '上传内容不完整或格式不对，请重新选择图片上传',
    en: 'The upload is incomplete or malformed, please choose the picture again',
  },
  pathTooLong: {
    zn: '地址中的参数过长（最多{max}个字符）',
    en: 'A part of the address is too long (at most {max} characters)',
  },
  uploadTooManyParts: {
    zn: '上传的内容过多：一次只能上传一张图片（file），表单字段（如 kind）最多 {fields} 个',
    en: 'Too many parts in the upload: one picture (file) at a time, and at most {fields} form fields (such as kind)',
  },
  uploadTooLarge: { zn: '图片不能超过{max}', en: 'The picture must be under {max}' },
  uploadQuotaFull: {
    zn: '您上传的图片已达上限（{max}）',
    en: 'Your uploaded pictures have reached their limit ({max})',
  },
  forcedFault: { zn: '模拟的故障（代码 {code}）', en: 'A fault played by the mock (code {code})' },
  upstreamFailed: { zn: '服务暂时无法访问，请稍后再试', en: 'The service cannot be reached, please try again later' },
  upstreamTimeout: {
    zn: '服务响应超时，请稍后再试',
    en: 'The service took too long to answer, please try again later',
  },
  // the mock in front of the real backend (server/upstream/)
  upstreamBrokeContract: {
    zn: '后端对 {call} 的回答不符合契约：{field} 应为 {expected}，实际为 {got}',
    en: "The backend's answer to {call} breaks the contract: {field} should be {expected}, came {got}",
  },
  upstreamNotSet: {
    zn: '没有设置后端地址（MOCK_UPSTREAM），所有接口都由模拟服务回答',
    en: 'No backend is set (MOCK_UPSTREAM): every call is answered by the mock',
  },
  forwardUnknownCalls: { zn: '契约中没有这些接口：{calls}', en: 'The contract has no such call: {calls}' },
  forwardInvalid: {
    zn: '{field} 的值不对：forward 可取 "all"、"none" 或接口列表（如 ["goods/info"]），calls 中每个接口可取 "upstream" 或 "mock"',
    en: '{field} is not a value it takes: forward takes "all", "none" or a list of calls (["goods/info"]), calls takes "upstream" or "mock" for each call',
  },
  forwardTogetherEncryption: {
    zn: '{call} 和 {with} 必须在同一边：common/encrypt 生成的 data 只有同一边能读',
    en: '{call} and {with} go together: the data common/encrypt makes can be read only on its own side',
  },
  forwardTogetherLogin: {
    zn: '{call} 和 {with} 必须在同一边：令牌只在发出它的一边有效（登录：auth/login、auth/nt）',
    en: '{call} and {with} go together: a token is valid only on the side that gave it (the login: auth/login, auth/nt)',
  },
  replayMissing: { zn: '录制中没有这个请求的回答：{request}', en: 'The recording has no answer to {request}' },
  replayMissingBecause: {
    zn: '录制中没有这个请求的回答：{request}。{why}',
    en: 'The recording has no answer to {request}. {why}',
  },
  replayOtherLanguage: { zn: '录制中有语言为 {lang} 的回答。', en: 'It has one in {lang}.' },
  replayWithLogin: { zn: '录制中有登录后的回答。', en: 'It has one made with a login.' },
  replayWithoutLogin: { zn: '录制中有未登录时的回答。', en: 'It has one made without a login.' },
  replayOtherUser: { zn: '录制中只有用户 {users} 的回答。', en: 'It has one made as user {users} only.' },
  replayOtherCiphertext: {
    zn: '请求中的加密数据不是录制中的 common/encrypt 给出的（请先通过录制以同一语言调用 common/encrypt）。',
    en: "Its encrypted data is not what the recording's common/encrypt gave (call common/encrypt through the recording first, in the same language).",
  },
  replayOtherFields: { zn: '录制中有字段不同的回答：{fields}。', en: 'It has one with other fields: {fields}.' },
  replayWhichUser: {
    zn: '录制中 {request} 的回答属于多个用户（{users}），而发送的令牌或登录码不属于其中任何一个：请通过录制登录，或用其中一个用户的令牌',
    en: 'The recording answers {request} as several users ({users}), and the token or login code sent stands for none of them: log in through the recording, or send one of their tokens',
  },
  replayUnreadable: { zn: '无法载入录制：{problem}', en: 'The recording cannot be loaded: {problem}' },
  replayOutsideRoot: {
    zn: '只能载入录制根目录（MOCK_RECORDINGS）中的文件夹，路径相对于它，不能是绝对路径或含 ..：{dir}',
    en: 'Only a folder inside the recordings root (MOCK_RECORDINGS) can be loaded, named relative to it, never an absolute path or one with ..: {dir}',
  },
  replayThroughLink: {
    zn: '{dir} 要经过符号链接才能到达，模拟服务从不跟随符号链接',
    en: '{dir} is reached through a symbolic link, which the mock never follows',
  },
  replayNotAFolder: { zn: '录制根目录中没有文件夹 {dir}', en: 'The recordings root has no folder {dir}' },
  sandboxExpired: {
    zn: '沙盒 {name} 已过期（长时间未用或为新沙盒腾出位置），将重新开始',
    en: 'This sandbox ({name}) expired (unused too long, or room was needed); it starts afresh',
  },
  sandboxesTooManyNew: {
    zn: '新建沙盒过于频繁，请稍后再试',
    en: 'Too many new sandboxes from you in a minute, please try again later',
  },
  sandboxesFull: {
    zn: '沙盒已满，你的沙盒都在使用中，请稍后再试',
    en: 'Every sandbox is taken and yours are all in use, please try again later',
  },
  internalError: { zn: '服务器开小差了，请稍后再试', en: 'Something went wrong on the server, please try again later' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

export type MessageArgs = Record<string, string | number | readonly string[]>;
const LIST_SEPARATOR: Record<Lang, string> = { zn: '、', en: ', ' };

/** The text of `key` in `lang`, with `{name}` placeholders filled from `args` (lists joined the language's way). */
export function message(key: MessageKey, lang: Lang, args: MessageArgs = {}): string {
  const entry: Record<Lang, string> | undefined = messages[key];
  if (!entry) return key;
  const template: string = entry[lang] ?? entry[DEFAULT_LANG];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in args)) return whole;
    const value = args[name];
    return Array.isArray(value) ? value.join(LIST_SEPARATOR[lang]) : String(value);
  });
}
