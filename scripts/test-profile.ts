// The summary's lines on where a step's CPU went: its costliest test files, from the lines its
// workers noted (tests/support/cpu-per-file.ts), with the files' total to set them against.
const SHOWN = 8;

export function costliestFiles(step: string, lines: string): string {
  const files = lines
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { file: string; seconds: number })
    .sort((a, b) => b.seconds - a.seconds);
  if (files.length === 0) return `  ${step}: no file noted its CPU`;
  const total = files.reduce((sum, { seconds }) => sum + seconds, 0);
  const head = `  ${step}: ${files.length} files, ${total.toFixed(0)} CPU s; the costliest:`;
  const rows = files.slice(0, SHOWN).map(({ file, seconds }) => `    ${seconds.toFixed(1).padStart(6)} s  ${file}`);
  return [head, ...rows].join('\n');
}
