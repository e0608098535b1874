import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import { type Lang, languageOf as ruleOf } from '../../contract/language.ts';

/**
 * The caller's language, by the language rule (contract/language.ts): the `lang` header (zn or
 * en, the app's choice) as the stored choice, else the browser's (Accept-Language), else Chinese.
 */
export function languageOf(headers: IncomingHttpHeaders): Lang {
  const choice = headers.lang;
  return ruleOf(typeof choice === 'string' ? choice : undefined, headers['accept-language']);
}

export const languagePlugin = fp(async (app) => {
  app.decorateRequest('lang', 'zn');
  app.addHook('onRequest', async (req) => {
    req.lang = languageOf(req.headers);
  });
});
