import { describe, expect, it } from 'vitest';
import { isSafeRedirectTarget } from '../../../src/lib/routing/redirect-target.ts';

describe('isSafeRedirectTarget (spec section 5)', () => {
  it.each([
    '/',
    '/en',
    '/en/item/123/abc_DEF',
    '/en/search?query=a+b&qf=TYPE%3A%22IMAGE%22',
    '/en/search?query=paris#results',
    '/de/collections/person/123-jan-van-eyck',
    '/en/account/api-keys',
    '/en/users/@someone~x',
    '/en/item/%C3%A9t%C3%A9',
    '/en/search?query=a/b',
    '/en#top',
  ])('accepts %s', (target) => {
    expect(isSafeRedirectTarget(target)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['relative', 'en/search'],
    ['absolute URL', 'https://evil.example/'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/en'],
    ['backslash host', '/\\evil.example'],
    ['backslash inside', '/en\\search'],
    ['encoded slash', '/en/%2F%2Fevil.example'],
    ['encoded slash, lower case', '/en/a%2fb'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded dot segment', '/en/%2e%2e/x'],
    ['malformed escape', '/en/%zz'],
    ['control escape', '/en/a%0Ab'],
    ['dot', '/en/a.html'],
    ['space', '/en/a b'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['tab', '/en/\tx'],
    ['backslash in query', '/en/search?x=\\y'],
    ['space in query', '/en/search?query=a b'],
    ['newline in hash', '/en#a\nb'],
    ['non-ASCII', '/en/été'],
    ['overlong', `/${'a'.repeat(5000)}`],
  ])('refuses %s', (_name, target) => {
    expect(isSafeRedirectTarget(target)).toBe(false);
  });
});
