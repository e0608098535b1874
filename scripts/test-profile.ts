// The summary's lines on where a step's CPU went: its costliest test files, from the lines its
// workers noted (tests/support/cpu-per-file.ts), each with its share of the step's CPU (what the
// step cost in all where the runner counted it, else the files' total).
const SHOWN = 8;

export function costliestFiles(step: string, lines: string, stepCpuSeconds?: number): string {
  const files = lines
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { file: string; seconds: number })
    .sort((a, b) => b.seconds - a.seconds);
  if (files.length === 0) return `  ${step}: no file noted its CPU`;
  const total = files.reduce((sum, { seconds }) => sum + seconds, 0);
  const whole = stepCpuSeconds && stepCpuSeconds > 0 ? stepCpuSeconds : total;
  const head = `  ${step}: ${files.length} files, ${total.toFixed(0)} CPU s; the costliest:`;
  const rows = files
    .slice(0, SHOWN)
    .map(
      ({ file, seconds }) =>
        `    ${seconds.toFixed(1).padStart(6)} s ${`${Math.round((100 * seconds) / whole)} %`.padStart(5)}  ${file}`,
    );
  return [head, ...rows].join('\n');
}
