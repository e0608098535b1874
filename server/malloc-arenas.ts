// Two malloc arenas for a server that runs for days (decision 93). On Linux with glibc, every
// thread that allocates under contention gets an arena of its own, up to eight per core, and each
// arena keeps what it freed. The server's compression and the pass-through's decompression run on
// libuv's thread pool, so over a long run those threads' arenas grew: through the pass-through the
// soak's RSS rose to about 560 MB over the same 67 MB heap, and with MALLOC_ARENA_MAX=2 it stayed
// under 390 MB at the same speed.
//
// glibc reads MALLOC_ARENA_MAX once, when the process starts, so the entries (server.ts and the
// mock package's command) call this first: when it is not set, the process starts itself again,
// in place (same process id, same arguments), with it set. A value of your own is kept.

/** The arenas the server's process runs with, unless MALLOC_ARENA_MAX says otherwise. */
export const MALLOC_ARENAS = '2';

/** Whether this Node runs on glibc (where MALLOC_ARENA_MAX means something). */
export function onGlibc(): boolean {
  if (process.platform !== 'linux') return false;
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return Boolean(report?.header?.glibcVersionRuntime);
}

/**
 * Replaces this process with itself, MALLOC_ARENA_MAX set, when it runs on glibc without it.
 * Call it in an entry before it loads anything else: what the process did so far is lost.
 */
export function startWithFewMallocArenas() {
  if (process.env.MALLOC_ARENA_MAX !== undefined || typeof process.execve !== 'function' || !onGlibc()) return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    MALLOC_ARENA_MAX: MALLOC_ARENAS,
  });
}
