// npm run bench:uploads: how much the server's memory grows while it receives 6 pictures of
// 9.9 MB at once (uploads are streamed to disk, so it should barely move). Prints the server
// process's resident memory before, its peak during, and the growth. A figure, not a test.
//   UPLOAD_BENCH_ROOT=<a checkout> measures another version of the server the same way.
import { resolve } from 'node:path';
import { memoryMb, startBenchServer } from './bench-server.ts';

const PARALLEL = 6;
const SIZE = Math.round(9.9 * 1024 * 1024);
const root = resolve(process.env.UPLOAD_BENCH_ROOT ?? '.');

const { base, pid, stop } = await startBenchServer(root);
try {
  const login = (await (await fetch(`${base}/api/auth/nt?code=demo-master`)).json()) as { data: { token: string } };
  const picture = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(SIZE - 4)]);
  const send = () => {
    const form = new FormData();
    form.append('kind', 'image');
    form.append('file', new Blob([picture], { type: 'image/jpeg' }), 'big.jpg');
    return fetch(`${base}/api/upload/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.data.token}` },
      body: form,
    }).then((r) => r.json() as Promise<{ code: number }>);
  };
  await send(); // warm up the route and the multipart parser
  const before = memoryMb(pid, 'VmRSS');
  const answers = await Promise.all(Array.from({ length: PARALLEL }, send));
  const peak = memoryMb(pid, 'VmHWM');
  console.log(
    `${PARALLEL} parallel uploads of ${(SIZE / 1024 / 1024).toFixed(1)} MB (codes ${answers.map((a) => a.code).join(',')})`,
  );
  console.log(
    `server memory: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at its peak, +${(peak - before).toFixed(0)} MB`,
  );
} finally {
  stop();
}
