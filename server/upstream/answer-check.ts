// A forwarded answer held to the contract (contract/answer-tiers.ts) without holding up the
// server: a long list is checked a slice at a time, the event loop free between two slices, and
// an answer lists at most PROBLEMS_LISTED differences; past them, each kind (a field of any item,
// a tier) is one entry with how many more times it came. A backend that sends 30,000 items each
// missing a field makes the next request wait one slice at most (about 15 ms), and gives its
// violations and recording a hundred lines, not 30,000.
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { type AnswerContext, type AnswerProblem, answerProblems, fieldPath } from '../../contract/answer-tiers.ts';
import type { CallDef } from '../../contract/define-call.ts';
import type { RefusalStyle } from '../../contract/refusal-style.ts';

/** Differences of one answer listed one by one; the rest are counted by kind. */
export const PROBLEMS_LISTED = 50;
/** Kinds of difference past the listed ones, each with its count; the rest are one last count. */
const KINDS_COUNTED = 50;
/** Values (objects, lists, scalars) of a list checked at once. */
const VALUES_PER_SLICE = 4000;

/** A difference of a forwarded answer; `more`: how many more times its kind came past the listed ones. */
export type Problem = AnswerProblem & { more?: number };

type Found = { path: (string | number)[]; list: unknown[] };

/** How deep a list is looked for to be sliced (answers hold theirs near the top: `data.list`). */
const SLICED_DEPTH = 6;

/** How many values `value` holds, itself included (walked without recursion: an answer may nest without end). */
function weigh(value: unknown): number {
  let count = 0;
  const waiting: unknown[] = [value];
  while (waiting.length) {
    const next = waiting.pop();
    count++;
    if (next && typeof next === 'object') for (const inner of Object.values(next)) waiting.push(inner);
  }
  return count;
}

/** The longest list in the answer's first SLICED_DEPTH levels, and where it is. */
function longestList(value: unknown, path: (string | number)[] = []): Found | null {
  if (!value || typeof value !== 'object' || path.length > SLICED_DEPTH) return null;
  let best: Found | null = null;
  const consider = (found: Found | null) => {
    if (found && (!best || found.list.length > best.list.length)) best = found;
  };
  if (Array.isArray(value)) {
    consider({ path, list: value });
    for (const [i, item] of value.entries()) consider(longestList(item, [...path, i]));
  } else for (const [key, inner] of Object.entries(value)) consider(longestList(inner, [...path, key]));
  return best;
}

/** `body` with the list at `path` replaced by `list`. */
function withList(body: unknown, path: (string | number)[], list: unknown[]): unknown {
  if (!path.length) return list;
  const [step, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string | number, unknown>;
  copy[step] = withList(copy[step], rest, list);
  return copy;
}

/** The kind of a difference: its tier and field, any item of a list alike. */
const kindOf = (p: AnswerProblem) => `${p.tier} ${p.field.replace(/\[\d+\]/g, '[]')}`;

/** Keeps the first PROBLEMS_LISTED differences, and counts the rest by kind. */
function bounded() {
  const listed: Problem[] = [];
  const seen = new Set<string>();
  const counted = new Map<string, Problem & { more: number }>();
  let rest: (Problem & { more: number }) | null = null;
  return {
    add(problem: AnswerProblem) {
      const key = `${problem.tier} ${problem.field} ${problem.expected}`;
      if (seen.has(key)) return;
      if (listed.length < PROBLEMS_LISTED) {
        seen.add(key);
        listed.push(problem);
        return;
      }
      const kind = kindOf(problem);
      const known = counted.get(kind);
      if (known) known.more += 1;
      else if (counted.size < KINDS_COUNTED)
        counted.set(kind, { ...problem, field: problem.field.replace(/\[\d+\]/g, '[]'), more: 1 });
      else {
        rest ??= { tier: problem.tier, field: '(other fields)', expected: '', got: '', more: 0 };
        rest.more += 1;
      }
    },
    get problems(): Problem[] {
      // the spec's first, as answerProblems lists one answer checked at once
      const ordered = [...listed.filter((p) => p.tier === 'spec'), ...listed.filter((p) => p.tier === 'mock')];
      return [...ordered, ...counted.values(), ...(rest ? [rest] : [])];
    },
  };
}

/**
 * How a forwarded answer of `call` differs from the contract (`body`: its parsed JSON, or its
 * text when it is not JSON), the spec's differences first, at most PROBLEMS_LISTED of them listed.
 */
export async function checkAnswer(
  call: CallDef,
  answer: { status: number; body: unknown },
  style: RefusalStyle,
  context?: AnswerContext,
): Promise<Problem[]> {
  const found = longestList(answer.body);
  const kept = bounded();
  const values = found ? weigh(found.list) : 0;
  if (!found || values <= VALUES_PER_SLICE) {
    for (const problem of answerProblems(call, answer, style, context)) kept.add(problem);
  } else {
    const at = fieldPath(found.path);
    const perSlice = Math.max(1, Math.floor((VALUES_PER_SLICE * found.list.length) / values));
    for (let start = 0; start < found.list.length; start += perSlice) {
      if (start > 0) await yieldToOthers();
      const slice = found.list.slice(start, start + perSlice);
      const body = withList(answer.body, found.path, slice);
      for (const problem of answerProblems(call, { status: answer.status, body }, style, context)) {
        // the slice's items by their place in the whole list
        const item = problem.field.startsWith(`${at}[`) ? /^(\d+)\]/.exec(problem.field.slice(at.length + 1)) : null;
        const field = item
          ? `${at}[${Number(item[1]) + start}]${problem.field.slice(at.length + 1 + item[0].length)}`
          : problem.field;
        kept.add({ ...problem, field });
      }
    }
  }
  return kept.problems;
}
