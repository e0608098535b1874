import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compressAssets } from './scripts/compress-assets.ts';

// VITE_BACKEND=real builds for the real API: no demo panel, no mock controls.
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/**
 * The modules of the shell chunk. None of them may statically import contract/messages.ts (it
 * spreads shell-messages.ts from this chunk: the cycle leaves its table half-filled at run
 * time) — scripts/shell-chunk.test.ts checks it.
 */
export const SHELL_MODULES =
  /web[\\/]src[\\/](lib[\\/](api[\\/]|i18n|storage|messaging-app\.ts|navigation|feedback\.ts|help-texts|session|env)|locales[\\/])|contract[\\/](limits|shell-messages|codes|endpoints)\.ts/;

/** After the build: .br and .gz siblings of the text files, for the server to send as they are. */
const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  closeBundle() {
    const { files, raw, brotli } = compressAssets('dist/web');
    console.log(`precompress: ${files} files, ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`);
  },
});

/**
 * `vite build --ssr` (scripts/build.ts): the server's first paint, web/src/entry-server.tsx, in
 * dist/ssr, with every package bundled in (the production image installs the server's run-time
 * packages only; React and antd-mobile are build-time ones here).
 */
const ssrBuild = {
  outDir: '../dist/ssr',
  emptyOutDir: true,
  target: 'node20',
  minify: false,
  rolldownOptions: { input: 'src/entry-server.tsx', output: { entryFileNames: 'entry-server.js' } },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), ...(isSsrBuild ? [] : [precompress()])],
  // the production builds of React and react-dom, whatever NODE_ENV the server runs with
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  ssr: { noExternal: true },
  resolve: {
    alias: {
      'use-sync-external-store/shim': fileURLToPath(
        new URL('web/src/shims/use-sync-external-store.ts', import.meta.url),
      ),
      // react-router exports only its development build, whose extra checks minification keeps;
      // its production build, shipped beside it, is 0.4 KB gzipped smaller on every first visit.
      'react-router': fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)),
    },
  },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: '../dist/web',
        emptyOutDir: true,
        target: 'es2020',
        // The stats script reads this to print what each screen loads.
        manifest: true,
        // Browsers without <link rel="modulepreload"> (Safari before 17) still load every module,
        // only without the head start; the polyfill would cost each first visit 0.6 KB gzipped.
        modulePreload: { polyfill: false },
        // The largest chunk is the libraries' (react-dom, react-router, i18next: ~300 KB raw, 96 KB
        // gzipped); `npm run size` keeps the budgets that matter.
        chunkSizeWarningLimit: 320,
        rolldownOptions: {
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
                  test: SHELL_MODULES,
                  // only these modules: their lazily loaded dependencies (dialogs, the emulator) stay lazy
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
    // still needs the token for the mock's controls (server/plugins/mock-controls-guard.ts)
    proxy: Object.fromEntries(
      ['/api', '/media', '/uploads', '/__mock', '/api-docs'].map((path) => [path, { target: API_TARGET, xfwd: true }]),
    ),
  },
}));
