import { describe, expect, it } from 'vitest';
import { sized } from './sized-image.ts';

describe('sized: a picture at the width a page asks for', () => {
  it('asks for the image widths of product §9', () => {
    expect(sized('/media/a.svg', 750)).toBe('/media/a.svg?w=750');
    expect(sized('/media/a.svg?v=2', 216)).toBe('/media/a.svg?v=2&w=216');
    expect(sized('', 200)).toBe('');
  });
});
