import { describe, expect, it } from 'vitest';
import { pdfViewPath } from '../../../src/lib/item/media-stage.ts';
import { lineNumber, textQuery } from '../../../src/lib/item/reader.ts';

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

describe('lineNumber (the line of the text chosen, `?anno=`)', () => {
  it('reads a line number from 1, and nothing else', () => {
    expect(lineNumber('1')).toBe(1);
    expect(lineNumber('25')).toBe(25);
    for (const value of ['0', '-1', '1.5', '01', 'x', '', '99999', null, undefined]) expect(lineNumber(value), String(value)).toBeUndefined();
  });
});

describe('pdfViewPath', () => {
  it('serves a file of the media route from the PDF route', () => {
    expect(pdfViewPath('/_api/media/2000004/pamphlet_public_baths/0a08a6782eaa8acf0a89f742882abbfb')).toBe('/_api/pdf/2000004/pamphlet_public_baths/0a08a6782eaa8acf0a89f742882abbfb');
  });
});
