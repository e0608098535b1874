import { afterEach, describe, expect, it } from 'vitest';
import { mockSession, mockSessionHeader } from './mock-session.ts';

afterEach(() => localStorage.clear());

describe('the mock sandbox of this browser', () => {
  it('is set by ?mock_session=, kept for the next pages, and left with an empty value', () => {
    expect(mockSessionHeader()).toEqual({});
    expect(mockSession('?mock_session=demo-room-1')).toBe('demo-room-1');
    expect(mockSession('')).toBe('demo-room-1');
    expect(mockSessionHeader()).toEqual({ 'x-mock-session': 'demo-room-1' });
    expect(mockSession('?mock_session=')).toBeNull();
  });

  it('ignores a name the server would refuse', () => {
    expect(mockSession('?mock_session=a%20b%2Fc')).toBeNull();
  });
});
