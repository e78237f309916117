import i18next, { type i18n, type TFunction } from 'i18next';
import messageFiles from 'virtual:portal/message-files';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from './locales.ts';

/** Flat dotted keys, as in `i18n/en.json`. */
export type Messages = Readonly<Record<string, string>>;

/** All message files by language code, read once per process (src/lib/i18n/message-files.ts). */
export const MESSAGES: Readonly<Record<string, Messages>> = messageFiles;

/** i18next options of the server's translator: flat keys, fallback to English. Islands get their labels translated by the page (src/islands/shared/api.ts `label`). */
export const I18NEXT_OPTIONS = {
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALE_CODES],
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  // Astro and React escape on output; escaping here too would double-escape.
  interpolation: { escapeValue: false },
} as const;

const base: i18n = i18next.createInstance();
void base.init({
  ...I18NEXT_OPTIONS,
  initAsync: false,
  resources: Object.fromEntries(Object.entries(MESSAGES).map(([code, m]) => [code, { translation: m }])),
});

/**
 * A message with values to fill and nothing else i18next would do to it: its text split at the `{{name}}`
 * placeholders (`parts` has one more entry than `names`).
 */
interface Template {
  readonly parts: readonly string[];
  readonly names: readonly string[];
  /** Each placeholder as written, kept when its value is not given. */
  readonly placeholders: readonly string[];
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The template of a message, or none when i18next has more to do than fill plain `{{name}}` values. */
function templateOf(message: string): Template | undefined {
  const parts: string[] = [];
  const names: string[] = [];
  const placeholders: string[] = [];
  let from = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    parts.push(message.slice(from, match.index));
    names.push(match[1] ?? '');
    placeholders.push(match[0]);
    from = match.index + match[0].length;
  }
  parts.push(message.slice(from));
  // Anything else in braces (`{{- raw}}`, `{{value, format}}`) or a nested `$t(…)`: i18next's own path.
  if (parts.some((part) => part.includes('{{')) || message.includes('$t(')) return undefined;
  return { parts, names, placeholders };
}

/**
 * The messages of a language that i18next would answer from their text alone: the language's own, or English where
 * it has none or an empty one (`fallbackLng`, `returnEmptyString: false`). `plain`: nothing to fill, answered as
 * they are; `templates`: plain `{{name}}` values to fill (no nesting, no formats, no plurals: those keys are not
 * here, and a call with `count` or `context` goes to i18next).
 */
function plainMessages(locale: LocaleCode): { plain: ReadonlyMap<string, string>; templates: ReadonlyMap<string, Template> } {
  const own = MESSAGES[locale] ?? {};
  const english = MESSAGES[DEFAULT_LOCALE] ?? {};
  const plain = new Map<string, string>();
  const templates = new Map<string, Template>();
  for (const key of new Set([...Object.keys(english), ...Object.keys(own)])) {
    const ownMessage = own[key];
    const message = ownMessage === undefined || ownMessage === '' ? english[key] : ownMessage;
    if (message === undefined || message === '') continue;
    if (!message.includes('{{') && !message.includes('$t(')) plain.set(key, message);
    else {
      const template = templateOf(message);
      if (template !== undefined) templates.set(key, template);
    }
  }
  return { plain, templates };
}

/**
 * Fills a template as i18next's interpolation does with this portal's options (no escaping, `skipOnVariables`):
 * a value given is written as a string (`null` and `undefined` as nothing); a placeholder whose name is not among
 * the options stays as it is. Undefined (i18next's own path) when the options ask for more than values (plurals,
 * context, defaults) or a value is not a string, number or boolean.
 */
function fill(template: Template, options: object): string | undefined {
  const values = options as Record<string, unknown>;
  for (const name of Object.keys(values)) if (!template.names.includes(name) || name === 'count' || name === 'context') return undefined;
  let out = template.parts[0] ?? '';
  for (let i = 0; i < template.names.length; i += 1) {
    const name = template.names[i] ?? '';
    const value = values[name];
    let text: string;
    if (!Object.hasOwn(values, name)) text = template.placeholders[i] ?? '';
    else if (value === undefined || value === null) text = '';
    else if (typeof value === 'string') text = value;
    else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
    // Anything else (an object, a function) as i18next writes it.
    else return undefined;
    out += text + (template.parts[i + 1] ?? '');
  }
  return out;
}

const translators = new Map<LocaleCode, TFunction>();

/**
 * The translator of a language, shared by every request in it. It holds no state: i18next's `getFixedT` passes
 * the language with each call, so concurrent requests in different languages never see each other's language
 * (the cause of astro-i18next's wrong-language responses, ARCHITECTURE.md decision 3). A message with nothing to
 * fill, asked without options, is answered from a map, and one with plain `{{name}}` values from its template (with
 * or without values):
 * i18next's own path costs about 5 µs a call (its interpolation compiles regular expressions on every call), and a
 * page asks for a few hundred (7 % of a volume build's CPU); anything else (counts, context, nesting, formats)
 * goes to i18next. tests/unit/i18n/messages.test.ts checks every message of every language against i18next.
 */
export function createTranslator(locale: LocaleCode): TFunction {
  let translator = translators.get(locale);
  if (translator === undefined) {
    const fixed = base.getFixedT(locale);
    const { plain, templates } = plainMessages(locale);
    const t = (...args: Parameters<typeof fixed>): ReturnType<typeof fixed> => {
      const [key, options] = args;
      if (typeof key !== 'string') return fixed(...args);
      // Asked without options, or with no values at all (an error page's message), is the same question.
      const values: object | undefined = args.length === 1 ? {} : args.length === 2 && typeof options === 'object' && !Array.isArray(options) ? options : undefined;
      if (values === undefined) return fixed(...args);
      if (args.length === 1 || Object.keys(values).length === 0) {
        const message = plain.get(key);
        if (message !== undefined) return message;
      }
      // A template asked without values (an island's label, filled in the browser) keeps its placeholders.
      const template = templates.get(key);
      return (template === undefined ? undefined : fill(template, values)) ?? fixed(...args);
    };
    // The same call signatures as i18next's TFunction, whose overloads a wrapper cannot restate.
    translator = t as unknown as TFunction;
    translators.set(locale, translator);
  }
  return translator;
}

/** Whether a message exists in the language itself (not through the English fallback). */
export function hasOwnMessage(locale: LocaleCode, key: string): boolean {
  return MESSAGES[locale]?.[key] !== undefined;
}
