import { describe, expect, it } from 'vitest';
import { answerProblems } from '../../contract/answer-tiers.ts';
import { calls } from '../../contract/calls.ts';
import { newsWithoutTitles } from '../../tests/support/misbehaving-upstream.ts';
import { checkAnswer, PROBLEMS_LISTED } from './answer-check.ts';

const item = (id: number) => ({
  id,
  title: `News ${id}`,
  title_intl: `News ${id}`,
  url: `https://news.example.com/${id}`,
  pic: '/media/news.png',
  published_at: '2026-11-01 10:00:00',
});
const answerOf = (list: unknown[]) => ({ status: 200, body: { code: 0, msg: 'success', data: { list } } });

describe('a forwarded answer checked within bounds', () => {
  it('finds in a short answer what answerProblems finds', async () => {
    const answer = { status: 200, body: JSON.parse(newsWithoutTitles(3)) };
    expect(await checkAnswer(calls.newsList, answer, 'body')).toEqual(answerProblems(calls.newsList, answer, 'body'));
  });

  it('lists the first differences of a long list one by one and counts the rest by kind', async () => {
    const problems = await checkAnswer(
      calls.newsList,
      { status: 200, body: JSON.parse(newsWithoutTitles(12_000)) },
      'body',
    );
    expect(problems).toHaveLength(PROBLEMS_LISTED + 1);
    expect(problems[0]).toEqual({
      tier: 'spec',
      field: 'data.list[0].title',
      expected: 'string, required',
      got: 'nothing',
    });
    expect(problems.at(-1)).toEqual({
      tier: 'spec',
      field: 'data.list[].title',
      expected: 'string, required',
      got: 'nothing',
      more: 12_000 - PROBLEMS_LISTED,
    });
  });

  it('names an item far down a long list by its place in the whole list', async () => {
    const list = Array.from({ length: 10_000 }, (_, i) => item(i + 1));
    list[7_345] = { ...item(7_346), pic: 7 as unknown as string };
    const problems = await checkAnswer(calls.newsList, answerOf(list), 'body');
    expect(problems).toEqual([expect.objectContaining({ field: 'data.list[7345].pic', got: '7' })]);
  });

  it('lets other work run between the slices of a long list', async () => {
    let turns = 0;
    let checking = true;
    const count = () => {
      turns++;
      if (checking) setImmediate(count);
    };
    setImmediate(count);
    await checkAnswer(calls.newsList, { status: 200, body: JSON.parse(newsWithoutTitles(12_000)) }, 'body');
    checking = false;
    // 12,000 items of 6 values each, 4,000 values a slice: 19 slices, each after a turn of the loop
    expect(turns).toBeGreaterThanOrEqual(18);
  });
});
