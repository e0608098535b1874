#!/usr/bin/env -S node --max-semi-space-size=16
// The @treasure-center/mock package's command: `npx @treasure-center/mock --port 3000`.
// Starts the mock on a fresh copy of the seed (or a kept one with --data-dir) until Ctrl-C.
import { parseArgs } from 'node:util';
import { startWithFewMallocArenas } from './malloc-arenas.ts';
import { startMock } from './start-mock.ts';

startWithFewMallocArenas();

const USAGE = `Usage: treasure-center-mock [--port 3000] [--host 127.0.0.1] [--data-dir DIR] [--web DIST]
  --port      the port (0 takes a free one)                 端口（0 为任取空闲端口）
  --host      the address to listen on                      监听地址
  --data-dir  keep the database and uploads in DIR          数据库与上传文件保存在 DIR
              (a new temporary folder by default)           （默认每次新建临时文件夹）
  --web       a build of the front end to serve at /        在 / 提供的前端构建目录`;

function fail(en: string, zn: string): never {
  console.error(`${en}\n${zn}\n\n${USAGE}`);
  process.exit(2);
}

let values: Record<string, string | boolean | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', default: '3000' },
      host: { type: 'string', default: '127.0.0.1' },
      'data-dir': { type: 'string' },
      web: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail((error as Error).message, '参数有误，用法如下。');
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const port = Number(values.port);
if (!/^\d+$/.test(String(values.port)) || port > 65_535)
  fail(`--port must be a number from 0 to 65535, not "${values.port}".`, `--port 须为 0 到 65535 的数字。`);

const said: string[] = [];
const mock = await startMock({
  port,
  host: values.host as string,
  dataDir: values['data-dir'] as string | undefined,
  webDist: values.web as string | undefined,
  // the server's settings (README "Settings (environment)") from the environment, as `npm start` reads them
  env: Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ),
  // what `npm start` prints besides: where /api calls go, recordings, the demo controls' link
  announce: (line) => said.push(line),
}).catch((error: Error) => fail(`Cannot start: ${error.message}`, `无法启动：${error.message}`));

console.log(`Treasure center mock on ${mock.url}  (API: ${mock.url}/api, docs: ${mock.url}/api-docs)`);
for (const line of said) console.log(line);
let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  void mock.close().finally(() => process.exit(0));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
// npx (npm exec) does not pass a SIGTERM on to the command it started: npm ends and the mock
// would go on under init, holding its port. Started by npm, the mock stops once npm is gone (its
// parent changes). Started otherwise (a shell, nohup, a service manager), it keeps running.
if (process.env.npm_command) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 250).unref();
}
