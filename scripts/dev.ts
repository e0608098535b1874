// npm run dev: the API with reload on change (PORT, 3000) and Vite's dev server for the front
// end with hot reload (VITE_PORT, 5173, proxying /api, /media, /uploads and /__mock to the API).
import { spawn } from 'node:child_process';
import { devEnvironment } from './dev-environment.ts';

const { apiPort, vitePort, controlsToken, api, vite } = devEnvironment(process.env);
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/server.ts'], { stdio: 'inherit', env: api }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env: vite }),
];
console.log(`API on http://localhost:${apiPort}, front end with hot reload on http://localhost:${vitePort}`);
console.log(
  `Demo controls in the front end with hot reload: open http://localhost:${vitePort}/?mock_token=${controlsToken}`,
);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
