// `npm run contract:drift -- mock.json real.json`: compares two recordings of the contract suite
// (CONTRACT_RECORD=<file> npm run test:contract, once per server) and prints one table per call;
// `--all` also lists the cases that ran on one side only.
import { readFileSync, writeFileSync } from 'node:fs';
import { driftReport, type Recording } from '../tests/contract/drift.ts';

const args = process.argv.slice(2);
const all = args.includes('--all');
const [fileA, fileB, out] = args.filter((arg) => arg !== '--all');
if (!fileA || !fileB) {
  console.error('usage: npm run contract:drift -- <recording A.json> <recording B.json> [report.md] [--all]');
  process.exit(2);
}
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Recording;
const report = driftReport(read(fileA), read(fileB), { all });
if (out) writeFileSync(out, `${report}\n`);
console.log(report);
