import { describe, expect, it } from 'vitest';
import { itemAt, present, valueAt } from './present.ts';

describe('present, itemAt and valueAt', () => {
  it('give back a value that is there, falsy ones included', () => {
    expect(present(0, 'a count')).toBe(0);
    expect(present('', 'a text')).toBe('');
    expect(present(null, 'a nullable field')).toBeNull();
    expect(itemAt(['a', 'b', 'c'], 1)).toBe('b');
    expect(itemAt(['a', 'b', 'c'], -1)).toBe('c');
    expect(valueAt({ blue: 1, red: 0 } as Record<string, number>, 'red')).toBe(0);
  });

  it('throw an error that names what is missing', () => {
    expect(() => present(undefined, 'the first issue')).toThrow('the first issue is missing');
    expect(() => itemAt(['a'], 1)).toThrow('item 1 of a list of 1 is missing');
    expect(() => itemAt([], -1)).toThrow('item -1 of a list of 0 is missing');
    expect(() => valueAt({ blue: 1 } as Record<string, number>, 'green')).toThrow('the entry green is missing');
  });
});
