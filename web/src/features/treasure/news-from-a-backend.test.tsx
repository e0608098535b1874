// A backend owes the news lists only what the spec lists (title, title_intl, url: product §3):
// met through the mock's pass-through, a list without the mock's own id, picture and date took
// the whole treasure page down. The answer does break the mock's own part of the contract,
// which the client reports.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { takeViolations } from '../../lib/api/contract-violations.ts';
import { i18n } from '../../lib/i18n.ts';
import { answers, fakeApi, ok } from '../../test/fake-answers.ts';
import { NewsCard } from './more-cards.tsx';

const SPEC_ONLY = [
  { title: '新闻一', title_intl: 'First news', url: 'https://news.example/1' },
  { title: '新闻二', title_intl: 'Second news', url: 'https://news.example/2' },
];

afterEach(() => {
  takeViolations();
});

describe("news with the spec's fields only", () => {
  it('are listed on the treasure page', async () => {
    await i18n.changeLanguage('en');
    fakeApi(answers({ newsList: () => ok({ list: SPEC_ONLY }) }));
    render(<NewsCard artistId={9101} />);
    await screen.findByText('First news');
    screen.getByText('Second news');
    expect(takeViolations().join('\n')).toMatch(/news\.list .*published_at/s);
  });
});
