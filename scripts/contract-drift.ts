// `npm run contract:drift -- mock.json real.json`: compares two recordings of the contract suite
// (CONTRACT_RECORD=<file> npm run test:contract, once per server) and prints one table per call.
import { readFileSync, writeFileSync } from 'node:fs';
import { driftReport, type Recording } from '../tests/contract/drift.ts';

const [fileA, fileB, out] = process.argv.slice(2);
if (!fileA || !fileB) {
  console.error('usage: npm run contract:drift -- <recording A.json> <recording B.json> [report.md]');
  process.exit(2);
}
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Recording;
const report = driftReport(read(fileA), read(fileB));
if (out) writeFileSync(out, `${report}\n`);
console.log(report);
