/** A range filter `[start TO end]`, `*` for an open end (spec section 5). */
export interface Range {
  readonly start: string | undefined;
  readonly end: string | undefined;
}

const RANGE = /^\[\s*(\S+)\s+TO\s+(\S+)\s*\]$/;

/** `{ start: '1800', end: undefined }` → `[1800 TO *]`. */
export function formatRange(range: Range): string {
  const end = (value: string | undefined) => (value === undefined || value.trim() === '' ? '*' : value.trim());
  return `[${end(range.start)} TO ${end(range.end)}]`;
}

/** Parses `[a TO b]`; `*` is an open end. Anything else is not a range. */
export function parseRange(text: string): Range | undefined {
  const match = RANGE.exec(text.trim());
  if (!match) return undefined;
  const open = (v: string | undefined) => (v === undefined || v === '*' ? undefined : v);
  return { start: open(match[1]), end: open(match[2]) };
}
