// Waits for a server started as a child process to answer GET /healthz. A start takes about a
// second on an idle machine and has been seen to take over 15 s on a loaded one, so the limit is
// generous; a child that has exited fails at once.
import type { ChildProcess } from 'node:child_process';

export async function waitUntilHealthy(base: string, child: ChildProcess, limitMs = 150_000) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const ok = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (child.exitCode !== null) throw new Error(`the server for ${base} exited (code ${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`the server on ${base} did not start within ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
