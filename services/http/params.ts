import { badRequest } from './errors.ts';

/** Most values a repeated query parameter (qf, facet, colourpalette) may carry. */
export const MAX_REPEATED_PARAMS = 50;

/** Parses an optional integer parameter within bounds, or answers 400 naming the parameter. */
export function intParam(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^-?\d{1,9}$/.test(raw)) throw badRequest(`Invalid parameter ${name}: '${raw}' is not an integer`);
  const value = Number(raw);
  if (value < min) throw badRequest(`Invalid parameter ${name}: must be at least ${min}`);
  if (value > max) throw badRequest(`Invalid parameter ${name}: must be at most ${max}`);
  return value;
}

/** All values of a repeatable parameter, refusing absurdly long lists. */
export function listParam(query: URLSearchParams, name: string, max = MAX_REPEATED_PARAMS): string[] {
  const values = query.getAll(name);
  if (values.length > max) throw badRequest(`Too many ${name} parameters: at most ${max} are accepted`);
  return values;
}

/** Values of a parameter that may be repeated or comma/space separated (`profile=minimal,facets`). */
export function tokenListParam(query: URLSearchParams, name: string): string[] {
  return listParam(query, name)
    .flatMap((value) => value.split(/[,\s+]+/))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** A boolean parameter (`true`/`false`), undefined when absent. */
export function boolParam(query: URLSearchParams, name: string): boolean | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw badRequest(`Invalid parameter ${name}: expected true or false`);
}
