import fp from 'fastify-plugin';
import { langFromTag } from '../../contract/messages.ts';

/** The caller's language: the `lang` header (zn or en), else Accept-Language's first choice, else Chinese. */
export const languagePlugin = fp(async (app) => {
  app.decorateRequest('lang', 'zn');
  app.addHook('onRequest', async (req) => {
    const explicit = req.headers.lang;
    if (typeof explicit === 'string' && explicit) {
      req.lang = langFromTag(explicit);
      return;
    }
    const accept = req.headers['accept-language'];
    req.lang = typeof accept === 'string' ? langFromTag(firstLanguage(accept)) : 'zn';
  });
});

function firstLanguage(header: string): string {
  let best = '';
  let bestQ = -1;
  for (const part of header.split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const q = Number(
      params
        .find((p) => p.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? 1,
    );
    if (tag && q > bestQ) {
      best = tag;
      bestQ = q;
    }
  }
  return best;
}
