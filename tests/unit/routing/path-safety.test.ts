import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, pathProblem } from '../../../src/lib/routing/path-safety.ts';
import { isValidPageParam, sanitisedPageLocation } from '../../../src/lib/routing/page-param.ts';

describe('pathProblem', () => {
  it('accepts ordinary paths, including encoded spaces and unicode', () => {
    for (const path of ['/', '/en', '/en/item/123/abc', '/de/search', '/fr/%C3%A9t%C3%A9', '/en/a%20b']) {
      expect(pathProblem(path)).toBeUndefined();
    }
  });

  it('refuses encoded slashes, backslashes, NUL and control characters', () => {
    for (const path of ['/en/a%2Fb', '/en/a%2fb', '/en/%5C', '/en/%00', '/en/%0A', '/en/%7F', '/en/a\\b']) {
      expect(pathProblem(path)?.status).toBe(400);
    }
  });

  it('refuses malformed percent-encoding and dot segments', () => {
    expect(pathProblem('/en/%E0%A4%A')?.status).toBe(400);
    expect(pathProblem('/en/%')?.status).toBe(400);
    expect(pathProblem('/en/%2e%2e/x')?.status).toBe(400);
  });

  it('refuses overlong paths with 414', () => {
    expect(pathProblem(`/${'a'.repeat(MAX_PATH_LENGTH)}`)?.status).toBe(414);
  });
});

describe('page parameter', () => {
  it('accepts positive integers only', () => {
    expect(isValidPageParam('1')).toBe(true);
    expect(isValidPageParam('42')).toBe(true);
    for (const bad of ['0', '-1', '1.5', '01', 'abc', '', '1e3', ' 1', '9999999999']) {
      expect(isValidPageParam(bad)).toBe(false);
    }
  });

  it('redirects a bad page to page=1, keeping the other parameters', () => {
    expect(sanitisedPageLocation(new URL('http://x/en/search?query=a&page=zero'))).toBe('/en/search?query=a&page=1');
    expect(sanitisedPageLocation(new URL('http://x/en/search?page=2&page=3'))).toBe('/en/search?page=1');
    expect(sanitisedPageLocation(new URL('http://x/en/search?page=2'))).toBeUndefined();
    // A request src/runtime/serve.ts rewrote to an on-demand route is sent back to its public path (issue 18).
    expect(sanitisedPageLocation(new URL('http://x/en/stories/listing?page=0&type=story'))).toBe('/en/stories?page=1&type=story');
    expect(sanitisedPageLocation(new URL('http://x/en/preview/stories?mode=preview&page=x'))).toBe('/en/stories?mode=preview&page=1');
    expect(sanitisedPageLocation(new URL('http://x/en/search'))).toBeUndefined();
  });
});
