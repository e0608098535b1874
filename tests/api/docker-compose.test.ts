import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const hasDockerCompose = (() => {
  try {
    execFileSync('docker-compose', ['version'], { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
})();

describe('docker-compose.yml', () => {
  if (!hasDockerCompose) {
    it.skip('is valid (`docker-compose config -q`): skipped, the docker-compose binary is not installed here (CI installs it)', () => {});
    return;
  }
  it('is valid (`docker-compose config -q` exits 0)', () => {
    const result = spawnSync('docker-compose', ['config', '-q'], { cwd: root, encoding: 'utf8', timeout: 20_000 });
    expect(result.status, result.stderr || result.error?.message).toBe(0);
  });
});

describe('the image (Dockerfile), read as text: no Docker engine runs in CI', () => {
  const dockerfile = readFileSync(`${root}/Dockerfile`, 'utf8');
  const appStage = dockerfile.slice(dockerfile.lastIndexOf('FROM '));

  it('builds on a current Node LTS', () => {
    expect(dockerfile).toMatch(/ARG NODE_IMAGE=node:24-bookworm-slim/);
  });

  it('ships compiled JavaScript and run-time packages only, and runs as a user without root', () => {
    expect(appStage).toMatch(/^FROM \$\{NODE_IMAGE\} AS app/);
    expect(appStage).toContain('COPY --from=deps /app/node_modules ./node_modules');
    expect(appStage).toContain('COPY --from=build /app/dist ./dist');
    expect(appStage).not.toMatch(/COPY --from=build \/app \/app|tsx/);
    expect(appStage).toMatch(/^USER node$/m);
    expect(appStage).toContain('CMD ["node", "dist/node/server/server.js"]');
    expect(dockerfile).toMatch(/AS deps[\s\S]*npm ci --omit=dev/);
  });

  it('keeps the database and the uploaded pictures on the /data volume', () => {
    expect(appStage).toMatch(/DB_FILE=\/data\/treasure\.db/);
    expect(appStage).toMatch(/UPLOAD_DIR=\/data\/uploads/);
    expect(appStage).toContain('VOLUME ["/data"]');
  });
});

describe('docker-compose.yml, read as text', () => {
  const compose = readFileSync(`${root}/docker-compose.yml`, 'utf8');
  it('keeps uploads on the volume and checks answers against the contract', () => {
    expect(compose).toMatch(/UPLOAD_DIR: \/data\/uploads/);
    expect(compose).toMatch(/VALIDATE_RESPONSES: "on"/);
    expect(compose).toMatch(/treasure-data:\/data/);
  });
});
