// The WebKit journeys drive the built app, as CI and `npm run test:webkit` build it first.
import { existsSync } from 'node:fs';

export default function setup() {
  if (!existsSync('dist/web/index.html') || !existsSync('dist/node/server/server.js'))
    throw new Error('The app is not built: run `npm run build` first (`npm run test:webkit` does).');
}
