// The stand-in backend (tests/contract/stand-in/) in a process of its own, for
// scripts/pass-through-bench.ts: it sends its origin to its parent and serves until stopped.
import { startStandIn } from '../tests/contract/stand-in/server.ts';

const { origin } = await startStandIn();
process.send?.(origin);
