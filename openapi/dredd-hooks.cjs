// Dredd's hooks for this OpenAPI document against the mock (docs/openapi.md says how to run it):
//   npx dredd openapi/openapi.json http://127.0.0.1:3000 --hookfiles=openapi/dredd-hooks.cjs
// Dredd reads an OpenAPI 3 document as one transaction per response status and media type, each
// sending the operation's examples. These hooks keep the transactions one example can bring
// about, log each call in as the demo persona its example was recorded as, and compare content
// types without the `; charset=utf-8` the server adds.
const hooks = require('hooks');

/** The type a file is served in, by its extension. */
const FILE_TYPES = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', mp3: 'audio/mpeg', html: 'text/html' };

/** Who sends each call's example, where not the master (tests/contract/success-personas.ts, by path). */
const PERSONAS = {
  '/api/auth/getArtistList': 'demo-assistant',
  '/api/auth/chooseArtist': 'demo-assistant',
  '/api/stats/overview': 'demo-salesman',
  '/api/user/applyRole': 'demo-visitor',
  '/api/user/bindSalesman': 'demo-visitor',
  '/api/audio/payGoodsAudioByCount': 'demo-collector',
};

const header = (headers, name) => Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
const pathOf = (transaction) => transaction.request.uri.split('?')[0];

/** Why Dredd cannot check this transaction with the document's examples, or undefined. */
function unreachable(transaction) {
  // a refusal, a redirect, a rate limit: another request than the example (Dredd leaves them out
  // itself for OpenAPI 2, not for 3)
  if (!String(transaction.expected.statusCode).startsWith('2')) return 'not a success';
  const sent = header(transaction.request.headers, 'content-type');
  // Dredd's OpenAPI 3 parser drops a form body's example, and sends no file
  if (sent === 'application/x-www-form-urlencoded') return 'a form (Dredd would send it empty)';
  if (sent === 'multipart/form-data') return 'an upload (Dredd sends no file)';
  // a file is served in its own type alone
  const extension = /\.(\w+)$/.exec(pathOf(transaction))?.[1];
  const expected = header(transaction.expected.headers, 'content-type');
  if (FILE_TYPES[extension] && expected && expected !== FILE_TYPES[extension]) return 'another type than the file’s';
  // a refusal beside a page (maintenance, a bad url): another request than the example
  try {
    if (JSON.parse(transaction.expected.body || '{}').code) return 'a refusal';
  } catch {
    // a page or a file: its example is no JSON
  }
  return undefined;
}

const tokens = {};

// the personas' tokens, from the mock's imitated login (auth/nt with a demo persona's code)
hooks.beforeAll(async (transactions, done) => {
  const [first] = transactions;
  if (first) {
    const base = `${first.protocol}//${first.host}:${first.port}`;
    for (const persona of ['demo-master', ...Object.values(PERSONAS)]) {
      const answer = await fetch(`${base}/api/auth/nt?code=${persona}`).then((res) => res.json());
      if (answer?.data?.token) tokens[persona] = answer.data.token;
    }
  }
  done();
});

hooks.beforeEach((transaction, done) => {
  const why = unreachable(transaction);
  if (why) transaction.skip = true;
  const token = tokens[PERSONAS[pathOf(transaction)] ?? 'demo-master'];
  if (!why && token && !header(transaction.request.headers, 'authorization'))
    transaction.request.headers.Authorization = `Bearer ${token}`;
  done();
});

hooks.beforeEachValidation((transaction, done) => {
  const type = header(transaction.real.headers, 'content-type');
  if (type) transaction.real.headers['content-type'] = type.replace(/;\s*charset=utf-8$/i, '');
  done();
});

module.exports = { unreachable, PERSONAS };
