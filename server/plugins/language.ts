import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import type { Lang } from '../../contract/limits.ts';
import { langFromTag } from '../../contract/messages.ts';

/** The caller's language: the `lang` header (zn or en), else Accept-Language's first choice, else Chinese. */
export function languageOf(headers: IncomingHttpHeaders): Lang {
  const explicit = headers.lang;
  if (typeof explicit === 'string' && explicit) return langFromTag(explicit);
  const accept = headers['accept-language'];
  return typeof accept === 'string' ? langFromTag(firstLanguage(accept)) : 'zn';
}

export const languagePlugin = fp(async (app) => {
  app.decorateRequest('lang', 'zn');
  app.addHook('onRequest', async (req) => {
    req.lang = languageOf(req.headers);
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
