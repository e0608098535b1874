// The share, like and favorite buttons drawn neutral (their figures and words hidden until this
// visitor's marks are known, decision 22) still say what they are to a screen reader.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EngagementBar } from './engagement-bar.tsx';
import './texts.ts';
import { makeTreasure } from './test-support.tsx';

const bar = (marksKnown: boolean) =>
  render(<EngagementBar treasure={makeTreasure()} update={() => {}} onShared={() => {}} marksKnown={marksKnown} />);

describe('the engagement buttons', () => {
  it('are named while neutral, though their words are hidden', () => {
    bar(false);
    for (const name of ['分享', '点赞', '收藏']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('are named by their words once the marks are known', () => {
    bar(true);
    expect(screen.getByTestId('like-button').getAttribute('aria-label')).toBeNull();
    expect(screen.getByRole('button', { name: /点赞/ })).toBeTruthy();
  });
});
