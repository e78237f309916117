import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorCode, messageKeys, PortalError, toPortalError } from '../../../src/lib/errors/catalogue.ts';
import { presentError } from '../../../src/lib/errors/present.ts';
import { createTranslator, MESSAGES } from '../../../src/lib/i18n/messages.ts';

describe('errorCode: scope + suffix (spec section 8)', () => {
  it('maps statuses to suffixes', () => {
    expect(errorCode(401)).toBe('genericUnauthorised');
    expect(errorCode(403, 'gallery')).toBe('galleryUnauthorised');
    expect(errorCode(404, 'item')).toBe('itemNotFound');
    expect(errorCode(404, 'page')).toBe('pageNotFound');
    expect(errorCode(410, 'item')).toBe('itemGone');
    expect(errorCode(423, 'gallery')).toBe('galleryLocked');
    expect(errorCode(423)).toBe('genericLocked');
  });

  it('falls back to the generic scope and to genericUnknownError', () => {
    expect(errorCode(410, 'search')).toBe('genericGone');
    expect(errorCode(500)).toBe('genericUnknownError');
    expect(errorCode(418, 'item')).toBe('genericUnknownError');
  });

  it('has an English message for every code', () => {
    for (const code of ERROR_CODES) expect(MESSAGES.en?.[messageKeys(code).message], code).toBeTruthy();
  });
});

describe('PortalError', () => {
  it('defaults to status 500', () => {
    expect(new PortalError('x').status).toBe(500);
    expect(new PortalError('x').code).toBe('genericUnknownError');
  });

  it('derives generic errors from strings, message fields, statusCode, status and response.status', () => {
    expect(toPortalError('boom')).toMatchObject({ message: 'boom', status: 500 });
    expect(toPortalError({ message: 'nope', statusCode: 404 })).toMatchObject({ message: 'nope', status: 404 });
    expect(toPortalError({ status: 423 })).toMatchObject({ status: 423, message: '{"status":423}' });
    expect(toPortalError({ message: 'm', response: { status: 410 } })).toMatchObject({ status: 410, code: 'genericGone' });
    expect(toPortalError({ statusCode: 'x' }).status).toBe(500);
    expect(toPortalError(null).status).toBe(500);
  });
});

describe('presentError', () => {
  it('gives the title, meta title, message and illustration in the request language', () => {
    const presented = presentError(new PortalError('x', { status: 404, code: 'pageNotFound' }), createTranslator('en'));
    expect(presented).toEqual({
      status: 404,
      title: 'Page not found',
      metaTitle: 'Page not found',
      message: 'This page could not be found',
      illustration: 'page-not-found',
    });
    const german = presentError(new PortalError('x', { status: 404, code: 'pageNotFound' }), createTranslator('de'));
    expect(german.message).not.toBe(presented.message);
  });

  it('interpolates values and titles an untitled error "Error"', () => {
    const t = createTranslator('en');
    const limit = presentError(new PortalError('x', { status: 400, code: 'searchPaginationLimitExceeded', values: { limit: 1000 } }), t);
    expect(limit.message).toContain('1000');
    const untitled = presentError(new PortalError('x', { status: 500, code: 'pinningNotFound' }), t);
    expect(untitled.title).toBe('Error');
  });
});

describe('PortalError stacks', () => {
  it('captures none for a refusal and leaves the stack limit as it was, so the next failure keeps its stack', () => {
    const limit = Error.stackTraceLimit;
    const refusal = new PortalError('Story not found', { status: 404, code: 'pageNotFound' });
    expect(refusal.stack).not.toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new PortalError('upstream down', { status: 502 }).stack).toMatch(/\n\s+at /);
  });
});
