// The messaging app's JS-SDK configuration, signed the way its SDK checks it.
import { createHash, randomBytes } from 'node:crypto';

export function jsSdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const pageUrl = url.split('#')[0];
  return createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${pageUrl}`)
    .digest('hex');
}

export function jsSdkConfig(appId: string, ticket: string, url: string, jsApiList: string[], now = Date.now()) {
  const timestamp = Math.floor(now / 1000);
  const nonceStr = randomBytes(8).toString('hex');
  return {
    debug: false,
    appId,
    timestamp,
    nonceStr,
    signature: jsSdkSignature(ticket, nonceStr, timestamp, url),
    jsApiList,
  };
}
