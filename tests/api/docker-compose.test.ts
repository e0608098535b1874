import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import composeSpec from '../support/compose-spec.json' with { type: 'json' };
import { describeWithTool } from '../support/tools.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const composeFile = readFileSync(`${root}/docker-compose.yml`, 'utf8');
// Whether the binary is there, found on PATH rather than run: running it (a Python program) can
// take over 10 s on a loaded machine, which must not turn the check into a skip.
const hasDockerCompose = (process.env.PATH ?? '')
  .split(delimiter)
  .some((dir) => dir && existsSync(join(dir, 'docker-compose')));

const dockerCompose = { name: 'docker-compose', present: hasDockerCompose, install: 'apt-get install docker-compose' };

/** `${NAME:-default}` as compose fills it in with nothing set in the shell. */
const interpolated = (text: string) => text.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');

describeWithTool(dockerCompose, 'docker-compose.yml under compose v1 (docker-compose 1.29, as Debian has it)', () => {
  it('is valid (`docker-compose config -q` exits 0)', () => {
    const result = spawnSync('docker-compose', ['config', '-q'], { cwd: root, encoding: 'utf8', timeout: 50_000 });
    expect(result.status, result.stderr || result.error?.message).toBe(0);
  });
});

describe('docker-compose.yml under compose v2 (the Compose Specification, which `docker compose` checks it against)', () => {
  // tests/support/compose-spec.json: schema/compose-spec.json of github.com/compose-spec/compose-spec
  // (Apache-2.0), the schema compose v2 validates a file with
  // (its `$schema` names draft 7 by an https address, which is draft 7 all the same: Ajv's default)
  const { $schema: _draft7, ...schema } = composeSpec;
  const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);

  it('is valid against the Compose Specification once its variables are filled in', () => {
    const ok = validate(parse(interpolated(composeFile)));
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(ok).toBe(true);
  });

  it('has no `version:` key (obsolete for compose v2, which warns about it)', () => {
    expect(parse(composeFile)).not.toHaveProperty('version');
  });

  it('lets the contract service reach the app by its name, and wait for it', () => {
    const { services } = parse(interpolated(composeFile));
    expect(services.app.environment.ALLOWED_HOSTS.split(',')).toContain('app');
    expect(services.contract.environment.API_BASE_URL).toBe('http://app:3000');
    expect(services.contract.depends_on).toEqual(['app']);
    expect(Number(services.contract.environment.CONTRACT_WAIT_SECONDS)).toBeGreaterThanOrEqual(60);
  });

  it('passes TRUST_PROXY through, off unless the shell sets it (clients behind one gateway, docs/docker.md)', () => {
    expect(parse(composeFile).services.app.environment.TRUST_PROXY).toBe(['$', '{TRUST_PROXY:-off}'].join(''));
    expect(parse(interpolated(composeFile)).services.app.environment.TRUST_PROXY).toBe('off');
  });

  it('gives the contract service tokens and fixtures from a read-only folder, when they are there, and the seed for its own app', () => {
    const { services } = parse(interpolated(composeFile));
    expect(services.contract.volumes).toEqual(['./docker/contract-input:/input:ro']);
    const command = services.contract.command.join(' ');
    expect(command).toContain('[ -f /input/tokens.json ] && export CONTRACT_TOKENS=/input/tokens.json');
    expect(command).toContain('if [ -f /input/fixtures.json ]; then export CONTRACT_FIXTURES=/input/fixtures.json');
    // the app of this file holds the seed: its records are the fixtures
    expect(command).toContain('[ "$$API_BASE_URL" = http://app:3000 ]; then export CONTRACT_FIXTURES=seed');
    expect(readFileSync(`${root}/.dockerignore`, 'utf8').split('\n')).toContain('docker/contract-input');
  });
});

describe('the image (Dockerfile), read as text: no Docker engine runs in CI', () => {
  const dockerfile = readFileSync(`${root}/Dockerfile`, 'utf8');
  const appStage = dockerfile.slice(dockerfile.lastIndexOf('FROM '));

  const stage = (name: string) => {
    const start = dockerfile.indexOf(`AS ${name}\n`);
    const end = dockerfile.indexOf('\nFROM ', start);
    return dockerfile.slice(start, end < 0 ? undefined : end);
  };

  it("builds on Node 24 LTS at its current release, with Debian's security updates under every stage", () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
    expect(dockerfile).toMatch(/^FROM \$\{NODE_IMAGE\} AS base$/m);
    expect(stage('base')).toMatch(/apt-get update && apt-get upgrade -y/);
    expect(stage('base')).toMatch(/ARG APT_REFRESH=/);
    for (const name of ['deps', 'build', 'contract', 'app'])
      expect(dockerfile, name).toMatch(new RegExp(`^FROM base AS ${name}$`, 'm'));
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(5);
  });

  it('compiles nothing and installs no compiler; the run-time packages lose what nothing runs', () => {
    expect(dockerfile).not.toMatch(/g\+\+|python3|make /);
    expect(stage('deps')).toContain('RUN npm ci --omit=dev --ignore-scripts');
    expect(stage('deps')).toContain('node scripts/prune-modules.ts node_modules');
    expect(stage('build')).toContain('RUN npm ci --ignore-scripts');
  });

  it('generates the secrets into the volume, so that a volume is all `docker run` needs', () => {
    expect(stage('app')).toMatch(/SECRETS_FILE=\/data\/secrets\.json/);
  });

  it('ships compiled JavaScript and run-time packages only, and runs as a user without root', () => {
    expect(appStage).toMatch(/^FROM base AS app/);
    expect(appStage).toContain('COPY --from=deps /app/node_modules ./node_modules');
    expect(appStage).toContain('COPY --from=build /app/dist ./dist');
    expect(appStage).not.toMatch(/COPY --from=build \/app \/app|tsx/);
    expect(appStage).toMatch(/^USER node$/m);
    expect(appStage).toContain('CMD ["node", "--max-semi-space-size=16", "dist/node/server/server.js"]');
    expect(dockerfile).toMatch(/AS deps[\s\S]*npm ci --omit=dev/);
  });

  it('keeps the database and the uploaded pictures on the /data volume', () => {
    expect(appStage).toMatch(/DB_FILE=\/data\/treasure\.db/);
    expect(appStage).toMatch(/UPLOAD_DIR=\/data\/uploads/);
    expect(appStage).toContain('VOLUME ["/data"]');
  });
});

describe('the contract image: its own few packages, not root', () => {
  const dockerfile = readFileSync(`${root}/Dockerfile`, 'utf8');
  const contractStage = dockerfile.slice(dockerfile.indexOf('AS contract'), dockerfile.indexOf('AS app'));
  const own = JSON.parse(readFileSync(`${root}/docker/contract/package.json`, 'utf8'));
  const lock = JSON.parse(readFileSync(`${root}/docker/contract/package-lock.json`, 'utf8'));
  const repository = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));

  it('installs docker/contract/package.json, as the user node', () => {
    expect(contractStage).toMatch(/^USER node$[\s\S]*COPY --chown=node:node docker\/contract\/package\.json/m);
    expect(contractStage).not.toMatch(/COPY[^\n]* package\.json package-lock\.json/);
    expect(contractStage).toContain('npm ci --ignore-scripts');
  });

  it("pins the repository's own versions of the suite's packages, and its lock file matches", () => {
    const versions = { ...repository.dependencies, ...repository.devDependencies };
    for (const [name, version] of Object.entries(own.dependencies)) expect(version, name).toBe(versions[name]);
    expect(lock.packages[''].dependencies).toEqual(own.dependencies);
  });
});

describe('the contract image has every module its suite imports', () => {
  const dockerfile = readFileSync(`${root}/Dockerfile`, 'utf8');
  const contractStage = dockerfile.slice(dockerfile.indexOf('AS contract'), dockerfile.indexOf('AS app'));
  const own = JSON.parse(readFileSync(`${root}/docker/contract/package.json`, 'utf8'));
  // What the stage copies besides its package files, e.g. `contract` or `tests/contract`.
  const copied = [...contractStage.matchAll(/^COPY --chown=node:node (\S+) \.\/(\S*)$/gm)].map(
    ([, from]) => from ?? '',
  );
  const inImage = (path: string) => copied.some((from) => path === from || path.startsWith(`${from}/`));
  // Reached only against the in-process mock (no API_BASE_URL), which the image never runs.
  const inProcessOnly = new Set(['tests/support/app.ts']);

  /** Follows every import (static and dynamic, not `import type`) from the suite's entry files. */
  function walk() {
    const problems: string[] = [];
    const seen = new Set<string>();
    const stack = ['tests/contract/vitest.config.ts', 'tests/contract/contract.test.ts'];
    while (stack.length) {
      const file = stack.pop() ?? '';
      if (seen.has(file) || inProcessOnly.has(file)) continue;
      seen.add(file);
      if (!inImage(file)) problems.push(`${file} is not copied into the image`);
      const source = readFileSync(join(root, file), 'utf8');
      for (const [, specifier = ''] of source.matchAll(
        /(?:^import (?!type )[^'\n]*?from |^import |import\()'([^']+)'/gm,
      )) {
        if (specifier.startsWith('node:')) continue;
        if (specifier.startsWith('.')) stack.push(relative(root, join(dirname(join(root, file)), specifier)));
        else if (specifier.startsWith('#')) {
          const [alias] = specifier.split('/');
          const target = own.imports?.[`${alias}/*`];
          if (target) stack.push(join(target.replace('*', ''), specifier.slice(`${alias}/`.length)));
          else problems.push(`${file}: ${specifier} has no "${alias}/*" in docker/contract/package.json's imports`);
        } else {
          const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
          if (!name || !own.dependencies[name]) problems.push(`${file}: ${name} is not among the image's packages`);
        }
      }
    }
    return { problems, seen };
  }

  it('finds each imported file copied and each package installed', () => {
    const { problems, seen } = walk();
    expect(seen.size).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});

describe('.dockerignore', () => {
  const ignored = readFileSync(`${root}/.dockerignore`, 'utf8').split('\n');
  it('keeps local secrets, logs, builds and packages out of the build context', () => {
    for (const entry of ['.env', '.env.*', '*.log', 'node_modules', 'dist', 'data', '.git'])
      expect(ignored).toContain(entry);
  });
});

describe('docker-compose.yml, read as text', () => {
  const compose = composeFile;
  it('keeps uploads on the volume and checks answers against the contract', () => {
    expect(compose).toMatch(/UPLOAD_DIR: \/data\/uploads/);
    expect(compose).toMatch(/VALIDATE_RESPONSES: "on"/);
    expect(compose).toMatch(/treasure-data:\/data/);
  });
  it('passes PUBLIC_URL through, for the start-up link a phone can open', () => {
    expect(compose).toMatch(/PUBLIC_URL: "\$\{PUBLIC_URL:-\}"/);
  });
});
