/**
 * Publication renders (src/lib/publication/render-mode.ts): only this process's token makes a request a
 * publication render, and what such a render read is handed over in the process under its render id.
 */
import { describe, expect, it } from 'vitest';
import { PUBLISH_HEADER, RENDER_ID_HEADER, depositReads, isPublishRender, publishToken, takeReads } from '../../../src/lib/publication/render-mode.ts';

describe('publication renders', () => {
  it("takes this process's token and nothing else", () => {
    const token = publishToken();
    expect(isPublishRender(new Headers({ [PUBLISH_HEADER]: token }))).toBe(true);
    expect(isPublishRender(new Headers({ [PUBLISH_HEADER]: `${token.slice(0, -1)}0` }))).toBe(token.endsWith('0'));
    expect(isPublishRender(new Headers({ [PUBLISH_HEADER]: 'short' }))).toBe(false);
    expect(isPublishRender(new Headers())).toBe(false);
  });

  it('hands what a render read to the publisher once, under its render id', () => {
    const reads = Array.from({ length: 5000 }, (_, i) => `entry:story-${String(i)}`);
    depositReads(new Headers({ [RENDER_ID_HEADER]: 'r1' }), reads);
    depositReads(new Headers(), ['entry:without-id']);
    expect(takeReads('r1')).toEqual(reads);
    expect(takeReads('r1')).toBeUndefined();
    expect(takeReads('unknown')).toBeUndefined();
  });

  it('drops the oldest reads no publisher took (a render it gave up on) beyond a bound', () => {
    for (let i = 0; i < 300; i++) depositReads(new Headers({ [RENDER_ID_HEADER]: `late-${String(i)}` }), [`entry:${String(i)}`]);
    expect(takeReads('late-0')).toBeUndefined();
    expect(takeReads('late-299')).toEqual(['entry:299']);
  });
});
