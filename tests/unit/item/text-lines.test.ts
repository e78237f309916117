import { describe, expect, it } from 'vitest';
import { lineAt, parseRegion } from '../../../src/islands/item/text-lines.ts';

describe('the lines of a page on its picture (src/islands/item/text-lines.ts)', () => {
  it('reads a line\'s region from its four fractions, and nothing else', () => {
    expect(parseRegion('0.1 0.2 0.5 0.03')).toEqual({ x: 0.1, y: 0.2, w: 0.5, h: 0.03 });
    for (const value of [undefined, '', '0.1 0.2 0.5', '0.1 0.2 0.5 0.03 1', '0.1 x 0.5 0.03']) expect(parseRegion(value), String(value)).toBeUndefined();
  });

  it('finds the line under a point of the page, -1 between lines', () => {
    const regions = [{ x: 0.1, y: 0.1, w: 0.8, h: 0.05 }, undefined, { x: 0.1, y: 0.2, w: 0.5, h: 0.05 }];
    expect(lineAt(regions, 0.5, 0.12)).toBe(0);
    expect(lineAt(regions, 0.3, 0.22)).toBe(2);
    expect(lineAt(regions, 0.8, 0.22)).toBe(-1);
    expect(lineAt(regions, 0.5, 0.17)).toBe(-1);
  });
});
