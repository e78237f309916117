import { z } from 'zod';

/**
 * Text that people type (gallery titles and descriptions, feedback, search-as-you-type, pin labels)
 * as it enters through the portal's `/_api/*` endpoints: one schema for every such field, so no
 * field stores a NUL, a text-direction override or an invisible character that makes one text
 * look like another (issue 18, item 10).
 *
 * - Rejected, with the catalogue message `inputControlCharacters`: control characters (C0 but tab
 *   and line breaks, DEL, C1), the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 *   U+2066–U+2069: they reorder what is shown, a spoofing vector), unpaired surrogates and the
 *   noncharacters U+FFFE/U+FFFF. None of them is typed by accident.
 * - Removed silently: invisible characters that copied text often carries and that change nothing
 *   a reader sees (zero-width space, word joiner, byte-order mark, invisible operators, interlinear
 *   annotation marks), zero-width (non-)joiners that do not join two letters or emoji, and tag
 *   characters outside an emoji flag sequence (hidden "ASCII smuggling" text).
 * - Normalised: Unicode NFC, line breaks to `\n` (a single-line field turns them and tabs into
 *   spaces), surrounding space trimmed.
 *
 * A problem is an issue whose `params` say which catalogue code and which field
 * (`readJson` in src/lib/auth/bff.ts turns it into the translated answer).
 * @example userText({ field: 'title', max: 200 }).parse('  Delft\u200B blue ') // 'Delft blue'
 */

/** The fields a problem names; each has the message key `input.field.{name}`. */
export const USER_TEXT_FIELDS = ['title', 'description', 'text', 'query'] as const;
export type UserTextField = (typeof USER_TEXT_FIELDS)[number];

export type UserTextCode = 'inputRequired' | 'inputTooLong' | 'inputControlCharacters';

/** What `params` of a user-text issue hold. */
export interface UserTextProblem {
  readonly userText: UserTextCode;
  readonly field: UserTextField;
  readonly max?: number;
}

export interface UserTextOptions {
  readonly field: UserTextField;
  /** Most characters (after cleaning). */
  readonly max: number;
  /** Fewest characters (after cleaning); default 1, so an empty text is refused. */
  readonly min?: number;
  /** Keeps line breaks and tabs (descriptions, feedback). */
  readonly multiline?: boolean;
}

// Controls but tab, line feed and carriage return; DEL; C1. Bidi embeddings, overrides, isolates. Noncharacters.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]/u;
// Zero-width space, word joiner, invisible operators, Mongolian vowel separator, BOM, interlinear annotation.
const INVISIBLE = /[\u200B\u2060-\u2064\u180E\uFEFF\uFFF9-\uFFFB]/gu;
// A zero-width (non-)joiner only means something between two letters, marks or emoji.
const JOINABLE = String.raw`\p{L}\p{M}\p{Extended_Pictographic}\u{FE0F}`;
const LOOSE_JOINER = new RegExp(String.raw`(?<![${JOINABLE}])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{M}\p{Extended_Pictographic}])`, 'gu');
// Tag characters, kept only in an emoji flag sequence (black flag, tags, cancel tag).
const TAGS = /(\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F})|[\u{E0000}-\u{E007F}]/gu;

/** True when a text holds a character that is refused (not merely removed). */
export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text) || !text.isWellFormed();
}

/** The text as stored: invisible characters removed, normalised, trimmed (forbidden ones are not handled here). */
export function cleanUserText(text: string, multiline = false): string {
  let out = text
    .normalize('NFC')
    .replace(TAGS, (_, flag: string | undefined) => flag ?? '')
    .replace(INVISIBLE, '')
    .replace(LOOSE_JOINER, '')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n');
  if (!multiline) out = out.replace(/[\n\t]+/g, ' ');
  return out.trim();
}

/** The zod schema of one user-text field (see the module comment). */
export function userText(options: UserTextOptions) {
  const { field, max, min = 1, multiline = false } = options;
  const problem = (userText: UserTextCode, extra: { max?: number } = {}): { code: 'custom'; message: string; params: UserTextProblem } => ({
    code: 'custom',
    message: userText,
    params: { userText, field, ...extra },
  });
  return z
    .string()
    .superRefine((value, context) => {
      if (hasForbiddenCharacters(value)) context.addIssue({ ...problem('inputControlCharacters'), input: value });
    })
    .transform((value) => cleanUserText(value, multiline))
    .superRefine((value, context) => {
      if (value.length < min) context.addIssue({ ...problem('inputRequired'), input: value });
      else if (value.length > max) context.addIssue({ ...problem('inputTooLong', { max }), input: value });
    });
}

/** The user-text problem of a zod issue, if it is one. */
export function userTextProblem(issue: { readonly code: string; readonly params?: unknown } | undefined): UserTextProblem | undefined {
  if (issue?.code !== 'custom' || typeof issue.params !== 'object' || issue.params === null) return undefined;
  const params = issue.params as Partial<UserTextProblem>;
  const field = params.field;
  if (params.userText === undefined || field === undefined || !(USER_TEXT_FIELDS as readonly string[]).includes(field)) return undefined;
  return { userText: params.userText, field, ...(typeof params.max === 'number' ? { max: params.max } : {}) };
}
