// GET /api/auth/login?url=: the imitated OAuth page of the messaging app. The demo user picks
// a persona; the page then redirects to `url` with that persona's `code` added, which the
// front end exchanges through nt.

import { asc, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as authCalls from '../../../contract/calls/auth.ts';
import { htmlLang, type Lang } from '../../../contract/language.ts';
import { users } from '../../../db/schema.ts';
import { badRequest, forbidden } from '../../api-error.ts';
import { wrongHost } from '../../plugins/mock/mock-controls-guard.ts';
import { PERSONA_CODE_PREFIX } from '../../services/sessions.ts';
import { route } from '../route.ts';

/** The code the "refuse" button sends back: nt answers it with 'Please authorise login'. */
export const REFUSED_CODE = 'refused-by-user';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const RELATIVE_BASE = 'http://relative.invalid';

/**
 * `url` with `code` added: a site path (kept relative), or an absolute http(s) url on one of
 * the `allowedHosts` (the request's own host and LOGIN_RETURN_HOSTS); anything else is null,
 * so the page cannot be used to send people elsewhere. The path is judged after the URL parser
 * has resolved it: `/.//evil.com` and `/%2e//evil.com` become `//evil.com`, which a browser reads
 * as another host.
 */
export function returnUrlWithCode(url: string, code: string, allowedHosts: string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, RELATIVE_BASE);
  } catch {
    return null;
  }
  const isPath = url.startsWith('/') && parsed.origin === RELATIVE_BASE;
  if (isPath && /^\/[/\\]/.test(parsed.pathname)) return null;
  if (!isPath) {
    if (!/^https?:\/\//i.test(url) || !/^https?:$/.test(parsed.protocol)) return null;
    if (!allowedHosts.includes(parsed.host.toLowerCase())) return null;
  }
  parsed.searchParams.set('code', code);
  return isPath ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}

const texts = {
  zn: {
    title: '授权登录',
    lead: '演示环境：选择一个身份登录',
    refuse: '拒绝授权',
    note: '这是模拟的消息应用授权页，不会发送任何个人信息。',
  },
  en: {
    title: 'Authorise login',
    lead: 'Demo: choose who you are',
    refuse: 'Refuse',
    note: 'This imitates the messaging app’s authorisation page; nothing personal is sent anywhere.',
  },
} as const;

function page(lang: Lang, url: string, personas: { code: string; nickname: string; note: string; avatar: string }[]) {
  const t = texts[lang];
  const link = (code: string) => `/api/auth/login?url=${encodeURIComponent(url)}&persona=${encodeURIComponent(code)}`;
  const items = personas
    .map(
      (p) => `<li><a class="persona" href="${escapeHtml(link(p.code))}" data-code="${escapeHtml(p.code)}">
  <img src="${escapeHtml(p.avatar)}" alt="" width="44" height="44"><span><b>${escapeHtml(p.nickname)}</b><small>${escapeHtml(p.note)}</small><code>${escapeHtml(p.code)}</code></span></a></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="${htmlLang(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title>
<style>
body{margin:0;font:15px/1.4 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#ededed;color:#191919}
header{background:#fff;padding:28px 20px 18px;text-align:center;border-bottom:1px solid #e5e5e5}
header h1{font-size:19px;margin:0 0 6px}header p{margin:0;color:#7f7f7f}
ul{list-style:none;margin:12px 0;padding:0;background:#fff}
li+li{border-top:1px solid #eee}
a.persona{display:flex;gap:12px;align-items:center;padding:12px 16px;color:inherit;text-decoration:none}
a.persona:active{background:#f2f2f2}
img{border-radius:6px;background:#ddd;flex:none}
span{display:flex;flex-direction:column}small{color:#7f7f7f}code{color:#07c160;font-size:12px}
.refuse{display:block;margin:16px;padding:12px;text-align:center;border-radius:6px;background:#fff;color:#fa5151;text-decoration:none}
footer{padding:0 20px 24px;color:#9a9a9a;font-size:12px;text-align:center}
</style></head><body>
<header><h1>${t.title}</h1><p>${t.lead}</p></header>
<ul>${items}</ul>
<a class="refuse" href="${escapeHtml(link(REFUSED_CODE))}">${t.refuse}</a>
<footer>${t.note}</footer>
</body></html>`;
}

export async function loginPageRoutes(app: FastifyInstance) {
  route(app, authCalls.login, ({ deps, query, reply, lang, req }) => {
    // DNS rebinding: the request's own Host counts only when it is one of this server's names
    const refusedHost = wrongHost(req, deps.config);
    if (refusedHost) throw forbidden('hostNotAllowed', refusedHost);
    const allowedHosts = [String(req.headers.host ?? '').toLowerCase(), ...deps.config.loginReturnHosts];
    const personas = deps.db
      .select()
      .from(users)
      .where(like(users.code, `${PERSONA_CODE_PREFIX}%`))
      .orderBy(asc(users.id))
      .all();
    if (query.persona !== undefined) {
      const known = query.persona === REFUSED_CODE || personas.some((p) => p.code === query.persona);
      const target = known ? returnUrlWithCode(query.url, query.persona, allowedHosts) : null;
      if (!target) throw badRequest(known ? 'invalidUrl' : 'invalidField', { field: 'persona' });
      reply.redirect(target, 302);
      return null;
    }
    if (!returnUrlWithCode(query.url, 'check', allowedHosts)) throw badRequest('invalidUrl');
    const list = personas.map((p) => ({
      code: p.code,
      nickname: (lang === 'en' && p.nickname_intl) || p.nickname,
      note: lang === 'en' ? p.persona_note_intl : p.persona_note,
      avatar: p.avatar,
    }));
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(lang, query.url, list));
    return null;
  });
}
