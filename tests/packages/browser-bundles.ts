// The MSW handlers bundled for the browser as other teams' front ends bundle them, from a folder
// where the packed packages are installed (consumer.packages.ts): esbuild, Rollup and Vite each
// build `import { handlers } from '@treasure-center/msw'` (msw left out, as in
// scripts/package-weight.ts) with no error and no warning, within the handlers' budget; and each
// refuses to build `@treasure-center/msw/node` for the browser, naming the module a browser gets
// in its place (decision 83). The bundlers are the repository's own, at its pinned versions: what
// is bundled resolves from the folder's node_modules all the same. Webpack is left out: its 62
// packages are no quick install (decision 83 has the figures of a run by hand).
import { writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { build as esbuild } from 'esbuild';
import { rollup } from 'rollup';
import { createLogger, type Rolldown, build as vite } from 'vite';
import { expect } from 'vitest';
import { MSW_HANDLERS_BUDGET_KB } from '../../scripts/package-weight.ts';

type Bundle = { code: string[]; warnings: string[] };
type Bundler = (folder: string, entry: string) => Promise<Bundle>;

const KB = 1024;
const isMsw = (id: string) => id === 'msw' || id.startsWith('msw/');
const APP = 'browser-app.js';
const NODE_APP = 'browser-node-app.js';

/**
 * A plugin (Rollup's and Vite's) that notes each import of a module of Node's: Rollup leaves one
 * out of the bundle without a word, and Vite's build bundles it as an empty stub, warning of it
 * only when NODE_ENV is production (vitest sets it to test).
 */
const nodeModulesNoted = (warnings: string[]) => ({
  name: 'node-modules-noted',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    if (isBuiltin(source)) warnings.push(`${importer} imports ${source}`);
    return null;
  },
});

const BUNDLERS: Record<string, Bundler> = {
  async esbuild(folder, entry) {
    const result = await esbuild({
      absWorkingDir: folder,
      entryPoints: [entry],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      minify: true,
      external: ['msw', 'msw/*'],
      outdir: 'out',
      write: false,
      logLevel: 'silent',
    });
    return { code: result.outputFiles.map((file) => file.text), warnings: result.warnings.map((w) => w.text) };
  },
  // Rollup alone has no minifier: its figure is the bundle as it comes, above what a minified one weighs
  async rollup(folder, entry) {
    const warnings: string[] = [];
    const bundle = await rollup({
      input: join(folder, entry),
      external: isMsw,
      plugins: [nodeModulesNoted(warnings), nodeResolve({ browser: true }), json()],
      onwarn: (warning) => warnings.push(warning.message),
    });
    try {
      const { output } = await bundle.generate({ format: 'es' });
      return { code: output.flatMap((chunk) => (chunk.type === 'chunk' ? [chunk.code] : [])), warnings };
    } finally {
      await bundle.close();
    }
  },
  // as a Vite app's build, with its default conditions for the browser
  async vite(folder, entry) {
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => warnings.push(message);
    logger.warnOnce = logger.warn;
    // a failed build is thrown, with its error
    logger.error = () => undefined;
    const result = (await vite({
      configFile: false,
      root: folder,
      logLevel: 'warn',
      customLogger: logger,
      plugins: [nodeModulesNoted(warnings)],
      build: {
        write: false,
        minify: true,
        lib: { entry: join(folder, entry), formats: ['es'], fileName: 'app' },
        rolldownOptions: { external: isMsw, onwarn: (warning) => warnings.push(warning.message) },
      },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const chunks = (Array.isArray(result) ? result : [result]).flatMap((out) => out.output);
    return { code: chunks.flatMap((chunk) => (chunk.type === 'chunk' ? [chunk.code] : [])), warnings };
  },
};

/**
 * Bundles both apps in `folder` with each bundler and checks them; answers a line per bundler
 * with its figures, for the test's summary.
 */
export async function checkBrowserBundles(folder: string): Promise<string[]> {
  writeFileSync(join(folder, APP), "import { handlers } from '@treasure-center/msw';\nconsole.log(handlers.length);\n");
  writeFileSync(
    join(folder, NODE_APP),
    "import { handlersFromRecording } from '@treasure-center/msw/node';\nconsole.log(handlersFromRecording);\n",
  );
  const lines: string[] = [];
  for (const [name, bundle] of Object.entries(BUNDLERS)) {
    const start = performance.now();
    const { code, warnings } = await bundle(folder, APP);
    const raw = code.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    const gzip = code.reduce((sum, text) => sum + gzipSync(text).length, 0);
    const seconds = (performance.now() - start) / 1000;
    lines.push(
      `${name}: the MSW handlers ${(raw / KB).toFixed(1)} KB raw, ${(gzip / KB).toFixed(1)} KB gzipped (budget ${MSW_HANDLERS_BUDGET_KB} KB raw), bundled in ${seconds.toFixed(1)} s`,
    );
    expect(warnings, name).toEqual([]);
    expect(raw, `${name}: ${lines.at(-1)}`).toBeLessThanOrEqual(MSW_HANDLERS_BUDGET_KB * KB);
    await expect(bundle(folder, NODE_APP), name).rejects.toThrow(
      /handlersFromRecording[\s\S]*not-in-a-browser\.js|not-in-a-browser\.js[\s\S]*handlersFromRecording/,
    );
  }
  return lines;
}
