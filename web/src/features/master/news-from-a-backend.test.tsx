// A backend owes a news item only what the spec lists (title, title_intl, url: product §3):
// without the mock's own id, picture and date, the master page's news still lists it.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { NewsSection } from './master-sections.tsx';
import type { NewsItem } from './use-master-page.ts';

const SPEC_ONLY = [
  { title: '新闻一', title_intl: 'First news', url: 'https://news.example/1' },
  { title: '新闻二', title_intl: 'Second news', url: 'https://news.example/2' },
];

describe("news with the spec's fields only", () => {
  it('are listed on the master page', async () => {
    await i18n.changeLanguage('en');
    render(<NewsSection news={SPEC_ONLY as unknown as NewsItem[]} />);
    screen.getByText('First news');
    expect(screen.getAllByTestId('master-news-link')).toHaveLength(2);
  });
});
