import { afterEach, describe, expect, it } from 'vitest';
import { memoizedFragment, resetFragments } from '../../../src/lib/site/fragment-memo.ts';
import { renderAstro } from '../support/astro-render.ts';
import MemoProbe from './fixtures/MemoProbe.astro';

/** The page chrome rendered once per name (issue 21): a name asked again is not rendered again. */
describe('memoized fragments', () => {
  afterEach(() => {
    resetFragments(false);
  });

  it('renders a name once, then recalls it; another name renders', async () => {
    resetFragments(true);
    let renders = 0;
    const render = (html: string) => () => {
      renders += 1;
      return Promise.resolve(html);
    };
    expect(await memoizedFragment('footer:en', render('<footer>en</footer>'))).toBe('<footer>en</footer>');
    expect(await memoizedFragment('footer:en', render('<footer>other</footer>'))).toBe('<footer>en</footer>');
    expect(await memoizedFragment('footer:de', render('<footer>de</footer>'))).toBe('<footer>de</footer>');
    expect(renders).toBe(2);
  });

  it('renders every time while keeping is off (development)', async () => {
    resetFragments(false);
    expect(await memoizedFragment('a', () => Promise.resolve('1'))).toBe('1');
    expect(await memoizedFragment('a', () => Promise.resolve('2'))).toBe('2');
  });

  it('does not keep a fragment whose render failed', async () => {
    resetFragments(true);
    await expect(memoizedFragment('x', () => Promise.reject(new Error('upstream')))).rejects.toThrow('upstream');
    expect(await memoizedFragment('x', () => Promise.resolve('ok'))).toBe('ok');
  });

  it('the Memo component renders its slot only for a new name', async () => {
    resetFragments(true);
    expect(await renderAstro(MemoProbe, { name: 'probe:en', value: 'first' })).toContain('<p data-value="first">first</p>');
    const again = await renderAstro(MemoProbe, { name: 'probe:en', value: 'second' });
    expect(again).toContain('<p data-value="first">first</p>');
    expect(again).not.toContain('second');
    expect(await renderAstro(MemoProbe, { name: 'probe:de', value: 'second' })).toContain('<p data-value="second">second</p>');
  });
});
