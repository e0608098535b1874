import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { compressAssets } from './scripts/compress-assets.ts';
import { IDLE_CHUNKS } from './scripts/idle-parts.ts';

// VITE_BACKEND=real builds for the real API: no demo panel, no mock controls, into dist/real
// (a static folder; scripts/build-real.ts adds its prerendered pages), beside the mock's dist/web.
const REAL = process.env.VITE_BACKEND === 'real';
export const WEB_OUT = REAL ? 'dist/real' : 'dist/web';
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/**
 * The modules of the shell chunk. None of them may statically import contract/messages.ts (it
 * spreads shell-messages.ts from this chunk: the cycle leaves its table half-filled at run
 * time) — scripts/shell-chunk.test.ts checks it.
 */
export const SHELL_MODULES =
  /web[\\/]src[\\/](lib[\\/](api[\\/](?!mock-controls)|i18n|storage|navigation|feedback\.ts|help-texts|calls-apart|session|env|params|use-single-flight|handed-over|treasure-handover|plain-feedback\.ts|messaging-app-detect|idle|waiting\.ts)|components[\\/]loading-dots\.tsx|locales[\\/]zn\.ts)|contract[\\/](limits|language|shell-messages|codes|endpoints)\.ts/;

/**
 * The entry starts the app (web/src/app/start.tsx) with a dynamic import, once the page has
 * painted; the page still names the app's files in its head, so that a phone fetches them with
 * the page. (The server leaves these out of a page it drew a first paint for: server/plugins/
 * first-paint.ts.)
 */
const preloadApp = (): Plugin => ({
  name: 'preload-app',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      const chunks = Object.values(bundle ?? {}).filter((item) => item.type === 'chunk');
      const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/start.tsx'));
      const files = new Set<string>();
      const visit = (file: string) => {
        if (files.has(file)) return;
        files.add(file);
        for (const next of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) visit(next);
      };
      if (start) visit(start.fileName);
      const early = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(EARLY_MODULE));
      return [
        // The static build's early start goes first, and runs first: a module script in order,
        // before the app's entry. As an async script it arrived first but waited behind the entry
        // and the frame's first layout, about half a second at 4x CPU (decision 31).
        ...(early
          ? [
              {
                tag: 'script',
                attrs: { type: 'module', crossorigin: true, src: `/${early.fileName}` },
                injectTo: 'head-prepend' as const,
              },
            ]
          : []),
        ...[...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        })),
      ];
    },
  },
});

/** The static build's early start of the page's first calls (an entry of its own in `build:real`). */
const EARLY_MODULE = '/src/early/early-fetch.ts';
const EARLY_COPY = '?early-copy';

/**
 * The early start is one file that imports nothing, so that it runs as soon as it has come
 * (decision 31). What it imports (the language rule, contract/language.ts) is built into it: as a
 * module of its own (`?early-copy`), not the app's, which would otherwise be split into a chunk
 * that both import and that the early start would have to fetch before it could run.
 */
const earlyOwnCopies = (): Plugin => ({
  name: 'early-own-copies',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || !(importer.endsWith(EARLY_MODULE) || importer.endsWith(EARLY_COPY))) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && !resolved.external ? `${resolved.id}${EARLY_COPY}` : resolved;
  },
});

/**
 * The test of a group of the app's chunks: `pattern`, and not a copy of the early start's (a copy
 * grouped with the app's modules would make the early start import that chunk).
 */
export const appModules =
  (pattern: RegExp) =>
  (id: string): boolean =>
    !id.endsWith(EARLY_COPY) && pattern.test(id);

/**
 * The first visit's chunks that import others on demand: the app's (app/start.tsx, with the route
 * table) and the shell's (the messaging app's SDK and its emulation). Their imports name the
 * stylesheets only. The scripts each screen needs would make a list of some two hundred files in
 * the first visit's code (3 KB gzipped, `npm run size`), for navigations that may never come: the
 * app preloads a screen's scripts from the build's list instead (app/screen-files.ts, decision 62).
 */
const FIRST_VISIT_IMPORTERS = /(^|\/)(start|shell)-[\w-]+\.js$/;

/**
 * What the visitor pages share beyond the shell (the page frame, loads, follows, numbers and
 * picture widths, the contract's messages and rules), in one file rather than a handful: fewer
 * files for a first visit to fetch and to start.
 */
const PAGE_MODULES =
  /web[\\/]src[\\/](components[\\/]page\.tsx|lib[\\/](use-load|use-follow|saved-here|digits|sized-image)\.ts)|contract[\\/](messages(-master-tools)?\.ts|rules[\\/](?!login-step))/;

/**
 * The scripts of web/public (page-start.js, decision 43), which the build copies as they are
 * written, minified as the app's own are: each is a file of every first visit (`npm run size`).
 */
function minifyPublicScripts(dir: string) {
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.js'))) {
    const path = `${dir}/${name}`;
    const { code, errors } = minifySync(name, readFileSync(path, 'utf8'), { compress: { target: 'es2020' } });
    if (errors.length) throw new Error(`${name}: ${errors.map((error) => error.message).join('; ')}`);
    writeFileSync(path, code);
  }
}

/**
 * After the build: the public scripts minified, then .br and .gz siblings of the text files, for
 * the server to send as they are.
 */
const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  closeBundle() {
    // a failed build wrote nothing to compress: its own error is the one to see
    if (!existsSync(WEB_OUT)) return;
    minifyPublicScripts(WEB_OUT);
    const { files, raw, brotli } = compressAssets(WEB_OUT);
    console.log(`precompress: ${files} files, ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`);
  },
});

/**
 * `vite build --ssr` (scripts/build.ts): the server's first paint, web/src/entry-server.tsx, in
 * dist/ssr, with every package bundled in (the production image installs the server's run-time
 * packages only; React and antd-mobile are build-time ones here).
 */
const ssrBuild = {
  outDir: REAL ? '../dist/real-ssr' : '../dist/ssr',
  emptyOutDir: true,
  target: 'node20',
  minify: false,
  rolldownOptions: { input: 'src/entry-server.tsx', output: { entryFileNames: 'entry-server.js' } },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), ...(isSsrBuild ? [] : [earlyOwnCopies(), preloadApp(), precompress()])],
  // the production builds of React and react-dom, whatever NODE_ENV the server runs with
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  ssr: { noExternal: true },
  resolve: {
    alias: [
      // antd-mobile in the page's language (web/src/lib/antd-mobile.ts imports the package by its full path)
      { find: /^antd-mobile$/, replacement: fileURLToPath(new URL('web/src/lib/antd-mobile.ts', import.meta.url)) },
      {
        find: 'use-sync-external-store/shim',
        replacement: fileURLToPath(new URL('web/src/shims/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: `../${WEB_OUT}`,
        emptyOutDir: true,
        target: 'es2020',
        // The stats script reads this to print what each screen loads.
        manifest: true,
        // Browsers without <link rel="modulepreload"> (Safari before 17) still load every module,
        // only without the head start; the polyfill would cost each first visit 0.6 KB gzipped.
        modulePreload: {
          polyfill: false,
          // What is fetched once the page is idle (the dialogs, the demo panel, the home's master
          // tab) needs no head start: preloading its scripts would add some thirty links to the page
          // while its first screen settles. Their stylesheets still come with them. Nor do the
          // screens and parts the first visit's chunks import (FIRST_VISIT_IMPORTERS).
          resolveDependencies: (file, deps, { hostId }) =>
            IDLE_CHUNKS.test(file) || FIRST_VISIT_IMPORTERS.test(hostId)
              ? deps.filter((dep) => dep.endsWith('.css'))
              : deps,
        },
        // The largest chunk is the libraries' (react-dom, react-router, i18next: ~300 KB raw, 96 KB
        // gzipped); `npm run size` keeps the budgets that matter.
        chunkSizeWarningLimit: 320,
        rolldownOptions: {
          // Class fields (the boundaries' state, ApiError's properties) assigned rather than
          // defined: no superclass here has a setter they could bypass, and the defineProperty
          // helper that es2020 output needs otherwise is a file of its own on every first visit.
          transform: { assumptions: { setPublicClassFields: true } },
          input: REAL
            ? {
                index: fileURLToPath(new URL('web/index.html', import.meta.url)),
                early: fileURLToPath(new URL(`web${EARLY_MODULE}`, import.meta.url)),
              }
            : undefined,
          output: {
            // What the first visit needs comes in two files (libraries, then the shell's own
            // modules) instead of a dozen small ones that the many screen chunks would otherwise
            // split off: the same code, about 3 KB less gzipped (`npm run size`).
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/,
                },
                {
                  name: 'shell',
                  test: appModules(SHELL_MODULES),
                  // only these modules: their lazily loaded dependencies (dialogs, the emulator) stay lazy
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'pages',
                  test: appModules(PAGE_MODULES),
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    // xfwd: the API sees who is really calling, so a phone on the network through this dev server
    // still needs the token for the mock's controls (server/plugins/mock/mock-controls-guard.ts)
    proxy: Object.fromEntries(
      ['/api', '/media', '/uploads', '/__mock', '/api-docs'].map((path) => [path, { target: API_TARGET, xfwd: true }]),
    ),
  },
}));
