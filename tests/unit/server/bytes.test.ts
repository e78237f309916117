import { describe, expect, it } from 'vitest';
import { joinedBytes } from '../../../src/lib/bytes.ts';

describe('joinedBytes (src/lib/bytes.ts)', () => {
  it('takes a single chunk as it is, without a copy, and joins several', () => {
    const page = new TextEncoder().encode('<!doctype html><p>one chunk</p>');
    expect(joinedBytes([page])).toBe(page);
    const joined = joinedBytes([Buffer.from('<p>'), Buffer.from('two</p>')]);
    expect(Buffer.from(joined).toString()).toBe('<p>two</p>');
    expect(joinedBytes([]).length).toBe(0);
  });
});
