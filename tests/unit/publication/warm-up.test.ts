/** The warm-up renders of a starting node (src/runtime/publication.ts): one page of each editorial route. */
import { describe, expect, it } from 'vitest';
import { warmUpPaths } from '../../../src/runtime/publication.ts';

describe('warm-up renders', () => {
  it('take one page of each editorial route in the default language, nothing else', () => {
    const paths = ['/de', '/en', '/en/stories', '/en/stories/b', '/en/stories/a', '/de/stories/a', '/en/exhibitions/x', '/en/exhibitions/x/one', '/en/exhibitions/x/two', '/en/about-us', '/en/faq', '/en/item/1/2'];
    expect(warmUpPaths(paths)).toEqual(['/en', '/en/about-us', '/en/exhibitions/x', '/en/exhibitions/x/one', '/en/stories', '/en/stories/b']);
  });
});
