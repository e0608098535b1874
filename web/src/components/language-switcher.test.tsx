import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as i18n from '../lib/i18n.ts';
import { fakeFunctions } from '../test/fake-functions.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

const chosen: string[] = [];
fakeFunctions(i18n, { setLanguage: (lang) => void chosen.push(lang) });

describe('the language switcher', () => {
  it('offers both languages with the current one marked, and switches only to the other', async () => {
    render(<LanguageSwitcher />);
    expect(screen.getByRole('group', { name: '语言' })).toBeTruthy();
    const zn = screen.getByRole('button', { name: '中文' });
    const en = screen.getByRole('button', { name: 'English' });
    expect(zn.getAttribute('aria-pressed')).toBe('true');
    expect(en.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(zn);
    expect(chosen).toEqual([]);
    await userEvent.click(en);
    expect(chosen).toEqual(['en']);
  });
});
