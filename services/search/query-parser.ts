import { badRequest } from '../http/errors.ts';

/**
 * The Search API's query language (the subset of Lucene/eDismax syntax the portal and API users write):
 * terms, "phrases", field:value, field:(a OR b), AND/OR/NOT/&&/||/!/+/-, grouping, ranges [a TO b] / {a TO b}
 * with * for open ends, trailing * prefix wildcards, *:* for everything and backslash-escaped specials.
 */
export type QueryNode =
  | { readonly kind: 'all' }
  | { readonly kind: 'term'; readonly field: string | undefined; readonly text: string; readonly phrase: boolean; readonly prefix: boolean }
  | { readonly kind: 'range'; readonly field: string; readonly from: string | undefined; readonly to: string | undefined }
  | { readonly kind: 'and'; readonly children: readonly QueryNode[] }
  | { readonly kind: 'or'; readonly children: readonly QueryNode[] }
  | { readonly kind: 'not'; readonly child: QueryNode };

type Token =
  | { readonly type: 'word'; readonly value: string; readonly prefix: boolean; readonly quoted: false }
  | { readonly type: 'phrase'; readonly value: string; readonly quoted: true }
  | { readonly type: 'and' | 'or' | 'not' | 'plus' | 'minus' | 'lparen' | 'rparen' | 'colon' | 'to' }
  | { readonly type: 'lbracket' | 'rbracket'; readonly inclusive: boolean };

/** Longest query accepted; longer ones are refused rather than parsed. */
export const MAX_QUERY_LENGTH = 4000;
const MAX_DEPTH = 32;
const MAX_CLAUSES = 256;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  // As in Lucene's query parser, TO is a keyword only inside a range's brackets.
  let inRange = false;
  while (index < input.length) {
    const char = input.charAt(index);
    if (/\s/.test(char)) {
      index += 1;
      continue;
    }
    const two = input.slice(index, index + 2);
    if (two === '&&') { tokens.push({ type: 'and' }); index += 2; continue; }
    if (two === '||') { tokens.push({ type: 'or' }); index += 2; continue; }
    if (char === '!') { tokens.push({ type: 'not' }); index += 1; continue; }
    if (char === '(') { tokens.push({ type: 'lparen' }); index += 1; continue; }
    if (char === ')') {
      tokens.push({ type: 'rparen' });
      index += 1;
      // A group's boost (`(a OR b)^0.8`, as europeana.eu's similar items query weighs its fields) is accepted and ignored.
      const boost = /^\^\d+(?:\.\d+)?/.exec(input.slice(index));
      if (boost !== null) index += boost[0].length;
      continue;
    }
    if (char === '[' || char === '{') { tokens.push({ type: 'lbracket', inclusive: char === '[' }); inRange = true; index += 1; continue; }
    if (char === ']' || char === '}') { tokens.push({ type: 'rbracket', inclusive: char === ']' }); inRange = false; index += 1; continue; }
    if (char === ':') { tokens.push({ type: 'colon' }); index += 1; continue; }
    if (char === '+' ) { tokens.push({ type: 'plus' }); index += 1; continue; }
    if (char === '-' && (tokens.length === 0 || /[\s(]/.test(input.charAt(index - 1)))) { tokens.push({ type: 'minus' }); index += 1; continue; }
    if (char === '"') {
      let value = '';
      index += 1;
      let closed = false;
      while (index < input.length) {
        const inner = input.charAt(index);
        if (inner === '\\' && index + 1 < input.length) { value += input.charAt(index + 1); index += 2; continue; }
        if (inner === '"') { closed = true; index += 1; break; }
        value += inner;
        index += 1;
      }
      if (!closed) throw badRequest('Invalid query: unbalanced quotation mark');
      // A proximity suffix ("a b"~3) or a boost ("a b"^2) is accepted and ignored.
      const proximity = /^(?:~\d*|\^\d+(?:\.\d+)?)/.exec(input.slice(index));
      if (proximity !== null) index += proximity[0].length;
      tokens.push({ type: 'phrase', value, quoted: true });
      continue;
    }
    let value = '';
    let prefix = false;
    // An escaped word (`\AND`) is a term, never an operator.
    let escaped = false;
    while (index < input.length) {
      const inner = input.charAt(index);
      if (inner === '\\') {
        if (index + 1 >= input.length) throw badRequest('Invalid query: dangling escape character at the end');
        escaped = true;
        value += input.charAt(index + 1);
        index += 2;
        continue;
      }
      if (/\s/.test(inner) || inner === '(' || inner === ')' || inner === ':' || inner === '"' || inner === '[' || inner === ']' || inner === '{' || inner === '}') break;
      if (inner === '*' && (index + 1 >= input.length || /[\s)\]}]/.test(input.charAt(index + 1)))) {
        prefix = true;
        index += 1;
        break;
      }
      if (inner === '^' || inner === '~') {
        // Boosts and fuzziness (term^2, term~1) are accepted and ignored.
        index += 1;
        while (index < input.length && /[\d.]/.test(input.charAt(index))) index += 1;
        break;
      }
      value += inner;
      index += 1;
    }
    if (value === 'AND' && !escaped) tokens.push({ type: 'and' });
    else if (value === 'OR' && !escaped) tokens.push({ type: 'or' });
    else if (value === 'NOT' && !escaped) tokens.push({ type: 'not' });
    else if (value === 'TO' && !escaped && inRange) tokens.push({ type: 'to' });
    else if (value === '' && prefix) tokens.push({ type: 'word', value: '*', prefix: false, quoted: false });
    else if (value === '') throw badRequest(`Invalid query: unexpected character '${input.charAt(index)}' at position ${index}`);
    else tokens.push({ type: 'word', value, prefix, quoted: false });
  }
  return tokens;
}

class Parser {
  readonly #tokens: Token[];
  #position = 0;
  #clauses = 0;

  constructor(tokens: Token[]) {
    this.#tokens = tokens;
  }

  parse(): QueryNode {
    if (this.#tokens.length === 0) return { kind: 'all' };
    const node = this.#or(0);
    const rest = this.#peek();
    if (rest !== undefined) throw badRequest(`Invalid query: unexpected '${describe(rest)}'`);
    return node;
  }

  #peek(): Token | undefined {
    return this.#tokens[this.#position];
  }

  #next(): Token | undefined {
    const token = this.#tokens[this.#position];
    this.#position += 1;
    return token;
  }

  #or(depth: number): QueryNode {
    const children = [this.#and(depth)];
    while (this.#peek()?.type === 'or') {
      this.#next();
      children.push(this.#and(depth));
    }
    return children.length === 1 ? (children[0] ?? { kind: 'all' }) : { kind: 'or', children };
  }

  #and(depth: number): QueryNode {
    const children = [this.#unary(depth)];
    for (;;) {
      const token = this.#peek();
      if (token === undefined || token.type === 'or' || token.type === 'rparen') break;
      if (token.type === 'and') this.#next();
      children.push(this.#unary(depth));
    }
    return children.length === 1 ? (children[0] ?? { kind: 'all' }) : { kind: 'and', children };
  }

  #unary(depth: number): QueryNode {
    const token = this.#peek();
    if (token?.type === 'not' || token?.type === 'minus') {
      this.#next();
      return { kind: 'not', child: this.#unary(depth) };
    }
    if (token?.type === 'plus') {
      this.#next();
      return this.#unary(depth);
    }
    return this.#primary(depth, undefined);
  }

  #primary(depth: number, field: string | undefined): QueryNode {
    if (depth > MAX_DEPTH) throw badRequest('Invalid query: nested too deeply');
    this.#clauses += 1;
    if (this.#clauses > MAX_CLAUSES) throw badRequest(`Invalid query: more than ${MAX_CLAUSES} clauses`);
    const token = this.#next();
    if (token === undefined) throw badRequest('Invalid query: unexpected end of query');
    switch (token.type) {
      case 'lparen': {
        const inner = this.#withField(field, () => this.#or(depth + 1));
        if (this.#next()?.type !== 'rparen') throw badRequest('Invalid query: missing closing parenthesis');
        return inner;
      }
      case 'lbracket':
        if (field === undefined) throw badRequest('Invalid query: a range needs a field, e.g. YEAR:[1800 TO 1900]');
        return this.#range(field);
      case 'phrase':
        return { kind: 'term', field: field ?? this.#defaultField, text: token.value, phrase: true, prefix: false };
      case 'word': {
        if (this.#peek()?.type === 'colon') {
          this.#next();
          if (field !== undefined) throw badRequest(`Invalid query: field inside field '${field}'`);
          if (token.value === '*' && this.#peek()?.type === 'word') {
            const all = this.#next();
            if (all?.type === 'word' && all.value === '*') return { kind: 'all' };
            throw badRequest('Invalid query: expected *:*');
          }
          return this.#primary(depth + 1, token.value);
        }
        if (token.value === '*' && field === undefined) return { kind: 'all' };
        return { kind: 'term', field: field ?? this.#defaultField, text: token.value, phrase: false, prefix: token.prefix };
      }
      default:
        throw badRequest(`Invalid query: unexpected '${describe(token)}'`);
    }
  }

  #defaultField: string | undefined = undefined;

  #withField(field: string | undefined, work: () => QueryNode): QueryNode {
    const previous = this.#defaultField;
    if (field !== undefined) this.#defaultField = field;
    try {
      return work();
    } finally {
      this.#defaultField = previous;
    }
  }

  #range(field: string): QueryNode {
    const from = this.#next();
    if (this.#next()?.type !== 'to') throw badRequest('Invalid query: a range is written [from TO to]');
    const to = this.#next();
    if (this.#next()?.type !== 'rbracket') throw badRequest('Invalid query: missing closing bracket of the range');
    const bound = (token: Token | undefined): string | undefined => {
      if (token?.type === 'word') return token.value === '*' ? undefined : token.value;
      if (token?.type === 'phrase') return token.value;
      throw badRequest('Invalid query: a range bound must be a value or *');
    };
    return { kind: 'range', field, from: bound(from), to: bound(to) };
  }
}

function describe(token: Token): string {
  if (token.type === 'word' || token.type === 'phrase') return token.value;
  return token.type;
}

/** Parses a query string into a tree, or throws a 400 explaining what is wrong. */
export function parseQuery(input: string): QueryNode {
  if (input.length > MAX_QUERY_LENGTH) throw badRequest(`Invalid query: longer than ${MAX_QUERY_LENGTH} characters`);
  return new Parser(tokenize(input)).parse();
}

/** Escapes a value for use inside a query (spec section 5's special characters). */
export function escapeQueryValue(value: string): string {
  return value.replace(/[+\-&|!(){}[\]^"~*?:/\\]/g, (char) => `\\${char}`);
}
