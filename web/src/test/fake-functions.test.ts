// fakeFunctions: every caller meets the stand-in, a test's restoreAllMocks does not take it away
// before the next test, and the real function is back once the file (here, a describe) is over.
import { describe, expect, it, vi } from 'vitest';
import * as navigation from '../lib/navigation.ts';
import { startLogin } from '../lib/session.ts';
import { fakeFunctions } from './fake-functions.ts';

const realLeaveTo = navigation.leaveTo;

describe('while a file fakes them', () => {
  const fakes = fakeFunctions(navigation, { navigateTo: vi.fn(), leaveTo: vi.fn() });

  it('the app’s modules call the stand-ins', () => {
    // lib/session.ts calls lib/navigation.ts's navigateTo from a module of its own
    startLogin('/detail/1');
    expect(fakes.navigateTo).toHaveBeenCalledWith('/pt_login?redirect=%2Fdetail%2F1');
    expect(navigation.leaveTo).not.toBe(realLeaveTo);
    vi.restoreAllMocks();
    expect(navigation.leaveTo).toBe(realLeaveTo);
  });

  it('a restoreAllMocks of the test before is undone for the next', () => {
    navigation.leaveTo('https://example.test/');
    expect(fakes.leaveTo).toHaveBeenCalledWith('https://example.test/');
  });
});

describe('after the file', () => {
  it('the real functions are back', () => {
    expect(navigation.leaveTo).toBe(realLeaveTo);
    expect(vi.isMockFunction(navigation.navigateTo)).toBe(false);
  });
});
