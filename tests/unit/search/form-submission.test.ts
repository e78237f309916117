import { describe, expect, it } from 'vitest';
import { searchFormRedirect } from '../../../src/lib/search/form-submission.ts';

/** The search page's form fields become the URL's filters (src/lib/search/form-submission.ts). */
describe('searchFormRedirect', () => {
  const redirect = (query: string): URLSearchParams | undefined => {
    const to = searchFormRedirect(new URLSearchParams(query), '/en/search');
    return to === undefined ? undefined : new URL(to, 'http://x').searchParams;
  };

  it('leaves a plain search alone', () => {
    expect(searchFormRedirect(new URLSearchParams('query=paris&qf=TYPE:IMAGE&page=2'), '/en/search')).toBeUndefined();
  });

  it('turns the year fields into one YEAR range, replacing an earlier one, back to page 1', () => {
    const params = redirect('query=paris&qf=YEAR:[1700 TO 1800]&qf=TYPE:IMAGE&yearFrom=1850&yearTo=&page=3');
    expect(params?.getAll('qf')).toEqual(['TYPE:IMAGE', 'YEAR:[1850 TO *]']);
    expect(params?.get('page')).toBeNull();
    expect(redirect('query=paris&qf=YEAR:[1700 TO 1800]&yearFrom=x&yearTo=')?.getAll('qf')).toEqual([]);
  });

  it('turns the date-of-issue fields into one filter, with the year fields of the same form too', () => {
    const issued = redirect('query=*&issuedFrom=1914-08-01&issuedTo=1914-08-31');
    expect(issued?.getAll('qf')).toEqual(['proxy_dcterms_issued:[1914-08-01 TO 1914-08-31]']);
    const both = redirect('query=*&issuedFrom=1914-08-01&issuedSpecific=1&yearFrom=1914&yearTo=1914');
    expect(both?.getAll('qf')).toEqual(['proxy_dcterms_issued:1914-08-01', 'YEAR:[1914 TO 1914]']);
  });

  it('turns the advanced search rows into qa values, keeping the ones it did not write', () => {
    const params = redirect('query=*&qa=free:text&qaField=proxy_dc_title&qaModifier=contains&qaTerm=beach&qaField=proxy_dc_creator&qaModifier=doesNotContain&qaTerm=monet&qaField=who&qaModifier=contains&qaTerm=');
    expect(params?.getAll('qa')).toEqual(['free:text', 'proxy_dc_title:beach', '-proxy_dc_creator:monet']);
  });
});
