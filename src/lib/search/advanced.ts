/**
 * The advanced search builder's rules (spec section 2 query key `qa`; issue 22 item 3): a rule is a field, a
 * modifier (contains, does not contain, exact) and a term, written in the URL as one `qa` value in the Search
 * API's query syntax, as europeana.eu writes it (portal.js `mixins/advancedSearch.js`):
 *
 * | modifier        | full text                  | any other field           |
 * |-----------------|----------------------------|---------------------------|
 * | contains        | `fulltext:(term)`          | `proxy_dc_title:term`     |
 * | doesNotContain  | `NOT fulltext:(term)`      | `-proxy_dc_title:term`    |
 * | exact           | `fulltext:"term"`          | `proxy_dc_title:"term"`   |
 *
 * In `contains` and `doesNotContain` the term's search special characters and spaces are backslash-escaped
 * (`mona\ lisa`), so that the term stays one clause; in `exact` only the quotation mark and the backslash are.
 * A `qa` value this module cannot read back into a rule (written by hand, or by another version) stays in the URL
 * as it is and shows as a raw chip.
 *
 * Where a field names an entity (who, what, when, where and the fields of people, topics, times and places),
 * choosing a suggested entity puts its URI in the rule, quoted as europeana.eu quotes it in the query it sends
 * (`who:"http://data.europeana.eu/agent/…"`, `-who:"…"`): the Search API indexes the URIs of linked entities in
 * those fields. For a URI "contains" and "exact" are the same rule, written as "exact".
 */
import { z } from 'zod';
import type { EntityType } from '../edm/entity-path.ts';

/** How the Search API indexes a field: the full text of the media, or the metadata. */
export type FieldType = 'fulltext' | 'text';

export interface AdvancedField {
  /** The Search API field name, as in the `qa` value. */
  readonly name: string;
  readonly type: FieldType;
  /** The entity type suggested for a term of this field. */
  readonly suggest?: EntityType;
  /** An aggregated field (who, what, when, where) collects several metadata fields and the linked entities. */
  readonly aggregated?: true;
  /** The message key of the field's label. */
  readonly label: string;
}

/**
 * The fields the builder offers: the full text, the four aggregated fields, then single metadata fields, each
 * labelled as the item page labels it. europeana.eu offers a few more single fields (identifier, rights, source…)
 * that the portal's searches do not need; a `qa` naming one still works and shows as a raw chip.
 */
export const ADVANCED_FIELDS: readonly AdvancedField[] = [
  { name: 'fulltext', type: 'fulltext', label: 'search.advanced.field.fulltext' },
  { name: 'who', type: 'text', suggest: 'agent', aggregated: true, label: 'search.advanced.field.who' },
  { name: 'what', type: 'text', suggest: 'concept', aggregated: true, label: 'search.advanced.field.what' },
  { name: 'when', type: 'text', suggest: 'timespan', aggregated: true, label: 'search.advanced.field.when' },
  { name: 'where', type: 'text', suggest: 'place', aggregated: true, label: 'search.advanced.field.where' },
  { name: 'proxy_dc_title', type: 'text', label: 'metadata.dcTitle' },
  { name: 'proxy_dcterms_alternative', type: 'text', label: 'metadata.dctermsAlternative' },
  { name: 'proxy_dc_creator', type: 'text', suggest: 'agent', label: 'metadata.dcCreator' },
  { name: 'proxy_dc_contributor', type: 'text', suggest: 'agent', label: 'metadata.dcContributor' },
  { name: 'proxy_dc_subject', type: 'text', suggest: 'concept', label: 'metadata.dcSubject' },
  { name: 'proxy_dc_type', type: 'text', suggest: 'concept', label: 'metadata.dcType' },
  { name: 'proxy_dc_format', type: 'text', suggest: 'concept', label: 'metadata.dcFormat' },
  { name: 'proxy_dcterms_medium', type: 'text', suggest: 'concept', label: 'metadata.dctermsMedium' },
  { name: 'proxy_dc_description', type: 'text', label: 'metadata.dcDescription' },
  { name: 'proxy_dc_date', type: 'text', suggest: 'timespan', label: 'metadata.dcDate' },
  { name: 'proxy_dcterms_created', type: 'text', suggest: 'timespan', label: 'metadata.dctermsCreated' },
  { name: 'proxy_dcterms_temporal', type: 'text', suggest: 'timespan', label: 'metadata.dctermsTemporal' },
  { name: 'proxy_dc_coverage', type: 'text', suggest: 'place', label: 'metadata.dcCoverage' },
  { name: 'proxy_dcterms_spatial', type: 'text', suggest: 'place', label: 'metadata.dctermsSpatial' },
];

export const MODIFIERS = ['contains', 'doesNotContain', 'exact'] as const;
export type Modifier = (typeof MODIFIERS)[number];

/** Longest term a rule may have (a `qa` value is a clause, not an essay). */
export const MAX_TERM_LENGTH = 200;

/** Most rules one search may have. */
export const MAX_RULES = 10;

const FIELD_NAMES = ADVANCED_FIELDS.map((field) => field.name) as [string, ...string[]];

/** A rule as the form or the URL gives it: validated once here, trusted after. */
export const ruleSchema = z
  .object({
    field: z.enum(FIELD_NAMES),
    modifier: z.enum(MODIFIERS),
    term: z
      .string()
      .transform((term) => term.replace(/[\p{Cc}\p{Cf}]/gu, ' ').replace(/\s+/g, ' ').trim())
      .pipe(z.string().min(1).max(MAX_TERM_LENGTH)),
  })
  .transform((rule) => (rule.modifier === 'contains' && isEntityTerm(rule) ? { ...rule, modifier: 'exact' as const } : rule));
export type Rule = z.infer<typeof ruleSchema>;

/** An entity URI as a term: a chosen suggestion (see the module comment). */
export function isEntityUri(term: string): boolean {
  return /^http:\/\/data\.europeana\.eu\/(?:agent|concept|place|timespan|organization)\/[A-Za-z0-9]+$/.test(term);
}

/** A rule searching an entity by its URI, on a field that names entities. */
export function isEntityTerm(rule: { readonly field: string; readonly term: string }): boolean {
  return isEntityUri(rule.term) && advancedField(rule.field)?.suggest !== undefined;
}

export function advancedField(name: string): AdvancedField | undefined {
  return ADVANCED_FIELDS.find((field) => field.name === name);
}

/** The characters of the query syntax (spec section 5), the backslash, and the space. */
const SPECIALS = /[+\-&|!(){}[\]^"~*?:/\\ ]/g;

/**
 * A term as one clause: special characters and spaces backslash-escaped.
 * @example escapeTerm('AC/DC live') // 'AC\\/DC\\ live'
 */
export function escapeTerm(term: string): string {
  return term.replace(SPECIALS, '\\$&');
}

/** Undoes {@link escapeTerm} (any backslash-escaped character stands for itself). */
export function unescapeTerm(escaped: string): string {
  return escaped.replace(/\\(.)/gsu, '$1');
}

function quote(term: string): string {
  return `"${term.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * The `qa` value of a rule.
 * @example ruleToQa({ field: 'proxy_dc_title', modifier: 'doesNotContain', term: 'mona lisa' }) // '-proxy_dc_title:mona\\ lisa'
 * @example ruleToQa({ field: 'fulltext', modifier: 'contains', term: 'harbour' }) // 'fulltext:(harbour)'
 */
export function ruleToQa(rule: Rule): string {
  const fulltext = advancedField(rule.field)?.type === 'fulltext';
  if (isEntityTerm(rule)) return `${rule.modifier === 'doesNotContain' ? '-' : ''}${rule.field}:${quote(rule.term)}`;
  switch (rule.modifier) {
    case 'exact':
      return `${rule.field}:${quote(rule.term)}`;
    case 'contains':
      return fulltext ? `${rule.field}:(${escapeTerm(rule.term)})` : `${rule.field}:${escapeTerm(rule.term)}`;
    case 'doesNotContain':
      return fulltext ? `NOT ${rule.field}:(${escapeTerm(rule.term)})` : `-${rule.field}:${escapeTerm(rule.term)}`;
  }
}

// One clause: the field, then a quoted phrase, a bracketed term, or an escaped word (no unescaped space or bracket).
const QUOTED = /^(NOT |-)?([A-Za-z_]+):"((?:[^"\\]|\\.)*)"$/su;
const BRACKETED = /^(NOT |-)?([A-Za-z_]+):\(((?:[^()\\]|\\.)*)\)$/su;
const WORD = /^(NOT |-)?([A-Za-z_]+):((?:[^\s"()\\]|\\.)+)$/su;

/**
 * The rule a `qa` value stands for, or `undefined` for a value the builder did not write (a raw chip).
 * @example qaToRule('-who:"mona lisa"') // undefined: only an entity's URI is negated in quotes
 * @example qaToRule('proxy_dc_title:mona\\ lisa') // { field: 'proxy_dc_title', modifier: 'contains', term: 'mona lisa' }
 */
export function qaToRule(qa: string): Rule | undefined {
  const value = qa.trim();
  const quoted = QUOTED.exec(value);
  const bracketed = quoted ? undefined : BRACKETED.exec(value);
  const word = quoted ?? bracketed ? undefined : WORD.exec(value);
  const match = quoted ?? bracketed ?? word;
  if (!match) return undefined;
  const negation = match[1];
  const field = advancedField(match[2] ?? '');
  if (!field) return undefined;
  const fulltext = field.type === 'fulltext';
  let modifier: Modifier;
  if (quoted) {
    // Quoted and negated: only an entity's URI (`-who:"http://data.europeana.eu/agent/1"`).
    if (negation !== undefined && (negation !== '-' || fulltext)) return undefined;
    modifier = negation ? 'doesNotContain' : 'exact';
  } else {
    // Full-text rules bracket their term and negate with NOT; the others do neither (the table above).
    if (Boolean(bracketed) !== fulltext) return undefined;
    if (negation !== undefined && negation !== (fulltext ? 'NOT ' : '-')) return undefined;
    modifier = negation ? 'doesNotContain' : 'contains';
  }
  const parsed = ruleSchema.safeParse({ field: field.name, modifier, term: unescapeTerm(match[3] ?? '') });
  if (!parsed.success) return undefined;
  // Only a value written exactly as the builder writes it is a rule; anything else would change when rewritten.
  return ruleToQa(parsed.data) === value ? parsed.data : undefined;
}

/** A row of the builder form, as submitted: every control a string, possibly empty. */
export interface FormRow {
  readonly field: string;
  readonly modifier: string;
  readonly term: string;
  /** A chosen entity: `{uri} {label}`; its URI replaces the term while the term still reads as the label. */
  readonly entity: string;
}

/** The builder form's parameter names (one value per row, in row order). */
export const FORM_KEYS = { field: 'qaField', modifier: 'qaModifier', term: 'qaTerm', entity: 'qaEntity' } as const;

/** Whether a request is a submitted builder form (then the page turns it into `qa` values and redirects). */
export function isBuilderSubmission(params: URLSearchParams): boolean {
  return params.has(FORM_KEYS.field) || params.has(FORM_KEYS.term);
}

/** The rows of a submitted builder form. */
export function formRows(params: URLSearchParams): FormRow[] {
  const fields = params.getAll(FORM_KEYS.field);
  const modifiers = params.getAll(FORM_KEYS.modifier);
  const terms = params.getAll(FORM_KEYS.term);
  const entities = params.getAll(FORM_KEYS.entity);
  const count = Math.min(Math.max(fields.length, terms.length), MAX_RULES + 1);
  return Array.from({ length: count }, (_, index) => ({
    field: fields[index] ?? '',
    modifier: modifiers[index] ?? '',
    term: terms[index] ?? '',
    entity: entities[index] ?? '',
  }));
}

/**
 * The `qa` values of the builder form's rows: an empty term leaves its row out; a chosen entity whose label the
 * term still reads stands in by its URI. Rows with an unknown field or modifier are dropped (a forged URL).
 */
export function rowsToQa(rows: readonly FormRow[]): string[] {
  const qa: string[] = [];
  for (const row of rows) {
    if (row.term.trim() === '') continue;
    const space = row.entity.indexOf(' ');
    const uri = space > 0 ? row.entity.slice(0, space) : row.entity;
    const label = space > 0 ? row.entity.slice(space + 1).trim() : '';
    const suggest = advancedField(row.field)?.suggest;
    // The entity counts while the term still reads as its name and the field still names its type.
    const chosen = isEntityUri(uri) && suggest !== undefined && uri.includes(`/${suggest}/`) && label === row.term.trim();
    const parsed = ruleSchema.safeParse({ field: row.field, modifier: row.modifier || 'contains', term: chosen ? uri : row.term });
    if (parsed.success) qa.push(ruleToQa(parsed.data));
  }
  return [...new Set(qa)].slice(0, MAX_RULES);
}

/** A `qa` value with the rule it stands for, if any. */
export interface QaEntry {
  readonly qa: string;
  readonly rule: Rule | undefined;
}

export function qaEntries(qa: readonly string[]): QaEntry[] {
  return qa.map((value) => ({ qa: value, rule: qaToRule(value) }));
}

/**
 * A Search API query clause for a `qa` value: a builder rule is one clause and goes as it is, so that a negated
 * rule stays a top-level prohibition (`… AND -proxy_dc_title:x`, as europeana.eu sends it); any other value is
 * bracketed so that its own AND/OR cannot bind to its neighbours.
 */
export function qaClause(qa: string): string {
  return qaToRule(qa) ? qa : `(${qa})`;
}
