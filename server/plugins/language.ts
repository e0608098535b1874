import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import { chosenLanguage, type Lang, languageOf as ruleOf } from '../../contract/language.ts';

/**
 * The caller's language, by the language rule (contract/language.ts): the `lang` header (zn or
 * en, the app's choice) as the stored choice, else the browser's (Accept-Language), else Chinese.
 */
export function languageOf(headers: IncomingHttpHeaders): Lang {
  const choice = headers.lang;
  return ruleOf(typeof choice === 'string' ? choice : undefined, headers['accept-language']);
}

/**
 * The language of the mock's controls (/__mock), a developer's tool driven from scripts and the
 * demo panel (decision 69): the `lang` header, else Chinese for a browser that asks for it first,
 * else English, the language of the tool's start-up lines, logs and docs (curl sends no
 * Accept-Language; the demo panel always sends `lang`).
 */
export function controlsLanguageOf(headers: IncomingHttpHeaders): Lang {
  const choice = chosenLanguage(typeof headers.lang === 'string' ? headers.lang : undefined);
  if (choice) return choice;
  return /^\s*zh/i.test(String(headers['accept-language'] ?? '')) ? 'zn' : 'en';
}

const isControl = (url: string) => url === '/__mock' || url.startsWith('/__mock/') || url.startsWith('/__mock?');

export const languagePlugin = fp(async (app) => {
  app.decorateRequest('lang', 'zn');
  app.addHook('onRequest', async (req) => {
    req.lang = isControl(req.url) ? controlsLanguageOf(req.headers) : languageOf(req.headers);
  });
});
