// Debian's nginx (/usr/sbin/nginx) serving deploy/nginx.conf, as a child process (no daemon) with
// its prefix, pid, logs and temporary folders in a folder of its own: for the tests and the
// Lighthouse comparison (scripts/lighthouse.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { valueAt } from '#contract/present.ts';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export type NginxSettings = { port: number; root: string; upstream: string };

/** deploy/nginx.conf with its ${LISTEN}, ${ROOT} and ${API_UPSTREAM} filled in, as envsubst would. */
export function siteConfig({ port, root, upstream }: NginxSettings): string {
  const values: Record<string, string> = {
    LISTEN: `127.0.0.1:${port}`,
    ROOT: resolve(root),
    API_UPSTREAM: upstream,
  };
  return readFileSync('deploy/nginx.conf', 'utf8').replace(/\$\{(LISTEN|ROOT|API_UPSTREAM)\}/g, (_, name) =>
    valueAt(values, name),
  );
}

const untilListening = async (port: number, child: ChildProcess, log: () => string) => {
  for (let attempt = 0; ; attempt++) {
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        done(true);
      }).once('error', () => done(false));
    });
    if (open) return;
    // nginx starts in milliseconds; a loaded machine gets two minutes all the same
    if (child.exitCode !== null || attempt > 1200) throw new Error(`nginx did not start:\n${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

export async function startNginx(settings: NginxSettings): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  const tempFolders = { client_body: 'body', proxy: 'proxy', fastcgi: 'fastcgi', uwsgi: 'uwsgi', scgi: 'scgi' };
  for (const folder of Object.values(tempFolders)) mkdirSync(join(dir, folder));
  writeFileSync(join(dir, 'site.conf'), siteConfig(settings));
  const temps = Object.entries(tempFolders)
    .map(([kind, folder]) => `${kind}_temp_path ${join(dir, folder)};`)
    .join('\n  ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  ${temps}
  include ${join(dir, 'site.conf')};
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const log = () => {
    try {
      return `${stderr}${readFileSync(join(dir, 'error.log'), 'utf8')}`;
    } catch {
      return stderr;
    }
  };
  await untilListening(settings.port, child, log);
  return {
    baseUrl: `http://127.0.0.1:${settings.port}`,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
