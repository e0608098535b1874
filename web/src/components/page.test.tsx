import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Page } from './page.tsx';

const at = (path: string, back?: string | false) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="/list" element={<p>list</p>} />
        <Route
          path="/inner"
          element={
            <Page title="Inner" back={back}>
              <p>content</p>
            </Page>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

describe('the page frame', () => {
  it('has a named back button that goes to `back` when the page was opened directly', async () => {
    at('/inner', '/list');
    expect(screen.getByText('Inner')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(screen.getByText('list')).toBeTruthy();
  });

  it('has no back button when `back` is false', () => {
    at('/inner', false);
    expect(screen.getByText('content')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
