import { describe, expect, it } from 'vitest';
import { pdfViewPath } from '../../../src/lib/item/media-stage.ts';
import { textQuery } from '../../../src/lib/item/reader.ts';

describe('textQuery (the search inside an item, `?find=`)', () => {
  it('trims and collapses spaces, and is undefined when empty', () => {
    expect(textQuery('  the   lighthouse ')).toBe('the lighthouse');
    expect(textQuery('   ')).toBeUndefined();
    expect(textQuery(null)).toBeUndefined();
    expect(textQuery(undefined)).toBeUndefined();
  });

  it('keeps at most 100 characters', () => {
    expect(textQuery('x'.repeat(250))).toHaveLength(100);
  });
});

describe('pdfViewPath', () => {
  it('serves a file of the media route from the PDF route', () => {
    expect(pdfViewPath('/_api/media/2000004/pamphlet_public_baths/0a08a6782eaa8acf0a89f742882abbfb')).toBe('/_api/pdf/2000004/pamphlet_public_baths/0a08a6782eaa8acf0a89f742882abbfb');
  });
});
