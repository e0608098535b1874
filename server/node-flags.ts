// The Node flags every long-running start of the server takes: `npm start`, the image's command,
// the mock package's command (its first line) and the benchmarks that measure them. A test
// (server/node-flags.test.ts) holds those launches to this list.
//
// --max-semi-space-size=16: V8 sizes the young generation by the machine's memory, and keeps what
// it grew while the server answers without a pause: on a machine of 24 GB the soak's RSS settled
// near 445 MB over a heap of 68 MB after collection. With semi-spaces of 16 MB (V8's own limit
// before it scaled them) it settles near 300 MB, no slower (docs/decisions, decision 66).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'] as const;
