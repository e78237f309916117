/**
 * The advanced search builder's rules (issue 22 item 3, src/lib/search/advanced.ts): a rule becomes the `qa` value
 * europeana.eu writes and reads back into the same rule; terms are escaped; values it did not write stay raw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchApiParams } from '../../../src/lib/search/api-params.ts';
import {
  ADVANCED_FIELDS,
  MODIFIERS,
  escapeTerm,
  formRows,
  isBuilderSubmission,
  qaClause,
  qaToRule,
  ruleSchema,
  ruleToQa,
  rowsToQa,
  unescapeTerm,
  type Rule,
} from '../../../src/lib/search/advanced.ts';
import { parseSearchState } from '../../../src/lib/search/state.ts';

describe('a rule as a qa value', () => {
  it('is written as europeana.eu writes it, per modifier and field type', () => {
    expect(ruleToQa({ field: 'proxy_dc_title', modifier: 'contains', term: 'harbour' })).toBe('proxy_dc_title:harbour');
    expect(ruleToQa({ field: 'proxy_dc_title', modifier: 'contains', term: 'mona lisa' })).toBe('proxy_dc_title:mona\\ lisa');
    expect(ruleToQa({ field: 'who', modifier: 'doesNotContain', term: 'rembrandt' })).toBe('-who:rembrandt');
    expect(ruleToQa({ field: 'what', modifier: 'exact', term: 'oil painting' })).toBe('what:"oil painting"');
    expect(ruleToQa({ field: 'fulltext', modifier: 'contains', term: 'harbour ship' })).toBe('fulltext:(harbour\\ ship)');
    expect(ruleToQa({ field: 'fulltext', modifier: 'doesNotContain', term: 'war' })).toBe('NOT fulltext:(war)');
    expect(ruleToQa({ field: 'fulltext', modifier: 'exact', term: 'the harbour' })).toBe('fulltext:"the harbour"');
  });

  it('escapes the search special characters and spaces outside quotes, only quotes and backslashes inside', () => {
    expect(escapeTerm('AC/DC: 1+1 (live)')).toBe('AC\\/DC\\:\\ 1\\+1\\ \\(live\\)');
    expect(ruleToQa({ field: 'proxy_dc_title', modifier: 'contains', term: 'a-b && c || !d ^e ~f *g ?h [i] {j}' })).toBe(
      'proxy_dc_title:a\\-b\\ \\&\\&\\ c\\ \\|\\|\\ \\!d\\ \\^e\\ \\~f\\ \\*g\\ \\?h\\ \\[i\\]\\ \\{j\\}',
    );
    expect(ruleToQa({ field: 'proxy_dc_title', modifier: 'exact', term: 'say "hi" \\o/' })).toBe('proxy_dc_title:"say \\"hi\\" \\\\o/"');
    expect(unescapeTerm(escapeTerm('a\\b "c" (d)'))).toBe('a\\b "c" (d)');
  });

  it('reads back into the rule it was written from', () => {
    const cases: Rule[] = [
      { field: 'proxy_dc_title', modifier: 'contains', term: 'mona lisa' },
      { field: 'who', modifier: 'doesNotContain', term: 'van Gogh' },
      { field: 'where', modifier: 'exact', term: 'http://data.europeana.eu/place/216254' },
      { field: 'fulltext', modifier: 'doesNotContain', term: 'war (1914)' },
      { field: 'proxy_dc_subject', modifier: 'exact', term: 'a "quoted" \\ term' },
    ];
    for (const rule of cases) expect(qaToRule(ruleToQa(rule))).toEqual(rule);
  });

  it('reads back every rule, whatever its term (property)', () => {
    const rule = fc.record({
      field: fc.constantFrom(...ADVANCED_FIELDS.map((field) => field.name)),
      modifier: fc.constantFrom(...MODIFIERS),
      term: fc.string({ minLength: 1, maxLength: 40, unit: fc.constantFrom('a', 'é', ' ', '"', '\\', '(', ')', ':', '-', '*', '/', 'Z', '1') }),
    });
    fc.assert(
      fc.property(rule, (candidate) => {
        const parsed = ruleSchema.safeParse(candidate);
        if (!parsed.success) return;
        expect(qaToRule(ruleToQa(parsed.data))).toEqual(parsed.data);
      }),
    );
  });

  it('quotes an entity URI, "contains" and "exact" being the same rule for it', () => {
    const uri = 'http://data.europeana.eu/concept/48';
    expect(ruleSchema.parse({ field: 'what', modifier: 'contains', term: uri })).toEqual({ field: 'what', modifier: 'exact', term: uri });
    expect(ruleToQa({ field: 'what', modifier: 'doesNotContain', term: uri })).toBe(`-what:"${uri}"`);
    expect(qaToRule(`-what:"${uri}"`)).toEqual({ field: 'what', modifier: 'doesNotContain', term: uri });
    expect(qaToRule(`what:"${uri}"`)).toEqual({ field: 'what', modifier: 'exact', term: uri });
    // On a field without entities a URI is words like any other.
    expect(ruleToQa({ field: 'proxy_dc_title', modifier: 'contains', term: uri })).toBe(`proxy_dc_title:${escapeTerm(uri)}`);
  });

  it('leaves values it did not write as raw values', () => {
    for (const qa of ['YEAR:[1800 TO 1900]', 'who:(a OR b)', 'proxy_dc_title:a b', 'NOT who:x', '-fulltext:(x)', 'unknown_field:x', '-who:"x"', '-fulltext:"http://data.europeana.eu/agent/1"', 'who:', 'fulltext:x']) {
      expect(qaToRule(qa), qa).toBeUndefined();
    }
  });
});

describe('the builder form', () => {
  const submitted = (query: string) => rowsToQa(formRows(new URLSearchParams(query)));

  it('turns its rows into qa values, leaving out empty terms and unknown fields or modifiers', () => {
    const params = new URLSearchParams();
    for (const [field, modifier, term] of [['who', 'contains', 'monet'], ['proxy_dc_title', 'doesNotContain', 'beach'], ['fulltext', 'contains', ''], ['nope', 'contains', 'x'], ['who', 'maybe', 'x']]) {
      params.append('qaField', field ?? '');
      params.append('qaModifier', modifier ?? '');
      params.append('qaTerm', term ?? '');
      params.append('qaEntity', '');
    }
    expect(isBuilderSubmission(params)).toBe(true);
    expect(isBuilderSubmission(new URLSearchParams('query=x&qa=who:x'))).toBe(false);
    expect(rowsToQa(formRows(params))).toEqual(['who:monet', '-proxy_dc_title:beach']);
  });

  it('searches a chosen entity by its URI while the term still reads as its name and the field names its type', () => {
    const uri = 'http://data.europeana.eu/agent/97129501';
    expect(submitted(`qaField=who&qaModifier=contains&qaTerm=Claude%20Monet&qaEntity=${encodeURIComponent(`${uri} Claude Monet`)}`)).toEqual([`who:"${uri}"`]);
    expect(submitted(`qaField=who&qaModifier=doesNotContain&qaTerm=Claude%20Monet&qaEntity=${encodeURIComponent(`${uri} Claude Monet`)}`)).toEqual([`-who:"${uri}"`]);
    // Typed over without JavaScript clearing the choice: the words win.
    expect(submitted(`qaField=who&qaModifier=exact&qaTerm=Manet&qaEntity=${encodeURIComponent(`${uri} Claude Monet`)}`)).toEqual(['who:"Manet"']);
    // A place field does not search a person.
    expect(submitted(`qaField=where&qaModifier=exact&qaTerm=Claude%20Monet&qaEntity=${encodeURIComponent(`${uri} Claude Monet`)}`)).toEqual([
      'where:"Claude Monet"',
    ]);
  });

  it('refuses terms that are too long or only control characters', () => {
    expect(submitted(`qaField=who&qaModifier=contains&qaTerm=${'a'.repeat(201)}`)).toEqual([]);
    expect(submitted('qaField=who&qaModifier=contains&qaTerm=%00%01')).toEqual([]);
  });
});

describe('the Search API query of a search with rules', () => {
  it('sends a rule as one clause (a negation stays top-level) and brackets any other value', () => {
    expect(qaClause('-who:monet')).toBe('-who:monet');
    expect(qaClause('who:(a OR b)')).toBe('(who:(a OR b))');
    const state = parseSearchState(new URLSearchParams([['query', 'harbour'], ['qa', 'who:monet'], ['qa', '-proxy_dc_title:beach'], ['qa', 'YEAR:1900']]));
    expect(searchApiParams(state)?.query).toBe('harbour AND who:monet AND -proxy_dc_title:beach AND (YEAR:1900)');
  });
});
