/**
 * Editor CLI for the local content service (services/README.md, "Content service"). Talks to the management
 * API of a running services process.
 *
 *   npm run content -- list [--type story]
 *   npm run content -- show <id|identifier> [--locale de-DE]
 *   npm run content -- edit <id|identifier> field[:locale]=value … [--json '{"field":{"en-GB":…}}']
 *   npm run content -- edit <new id> --type story field=value …      (creates a draft)
 *   npm run content -- publish <id|identifier>
 *   npm run content -- unpublish <id|identifier>
 *   npm run content -- webhooks [--status pending|delivered|failed]
 *
 * Env: SERVICES_URL (default http://127.0.0.1:$SERVICES_PORT, port 4400), CONTENT_MANAGEMENT_TOKEN (default local-management).
 * Values of list fields (Symbols, Links) are given as JSON arrays: genre='["art"]'.
 */
import { parseArgs } from 'node:util';

const USAGE = 'usage: npm run content -- <list|show|edit|publish|unpublish|webhooks> [args] (see scripts/content.ts)';
const base = process.env.SERVICES_URL ?? `http://127.0.0.1:${process.env.SERVICES_PORT ?? '4400'}`;
const token = process.env.CONTENT_MANAGEMENT_TOKEN ?? 'local-management';

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${base}/content/management${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw new Error(`Cannot reach the services at ${base} (${error instanceof Error ? error.message : String(error)}): start them with \`npm run services\` or set SERVICES_URL`);
  }
  const text = await response.text();
  const json = text === '' ? null : (JSON.parse(text) as unknown);
  if (!response.ok) {
    const message = (json as { error?: string } | null)?.error ?? text;
    throw new Error(`${method} ${path}: HTTP ${String(response.status)}: ${message}`);
  }
  return json;
}

/** `name:de-DE=Titel` → { name: { 'de-DE': 'Titel' } }; values that parse as JSON arrays, numbers or booleans are typed. */
function parseAssignments(assignments: readonly string[]): Record<string, Record<string, unknown>> {
  const fields: Record<string, Record<string, unknown>> = {};
  for (const assignment of assignments) {
    const eq = assignment.indexOf('=');
    if (eq <= 0) throw new Error(`Expected field[:locale]=value, got '${assignment}'`);
    const [field = '', locale = 'en-GB'] = assignment.slice(0, eq).split(':');
    const raw = assignment.slice(eq + 1);
    let value: unknown = raw;
    if (/^(\[.*\]|true|false|-?\d+|null)$/s.test(raw)) value = JSON.parse(raw) as unknown;
    fields[field] = { ...(fields[field] ?? {}), [locale]: value };
  }
  return fields;
}

function table(rows: readonly Record<string, unknown>[], columns: readonly string[]): string {
  const cell = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  const widths = columns.map((column) => Math.min(48, Math.max(column.length, ...rows.map((row) => cell(row[column]).length))));
  const line = (values: readonly string[]): string => values.map((value, index) => value.slice(0, widths[index]).padEnd(widths[index] ?? 0)).join('  ');
  return [line(columns), ...rows.map((row) => line(columns.map((column) => cell(row[column]))))].join('\n');
}

async function main(argv: readonly string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { type: { type: 'string' }, locale: { type: 'string' }, json: { type: 'string' }, status: { type: 'string' } },
  });
  const [command, target, ...rest] = positionals;
  switch (command) {
    case 'list': {
      const query = values.type === undefined ? '' : `?content_type=${encodeURIComponent(values.type)}`;
      const { items } = (await call('GET', `/entries${query}`)) as { items: Record<string, unknown>[] };
      console.log(table(items, ['id', 'contentType', 'identifier', 'status', 'version', 'name']));
      console.log(`${String(items.length)} entries`);
      return;
    }
    case 'show': {
      if (target === undefined) throw new Error('show needs an entry id or identifier');
      const entry = (await call('GET', `/entries/${encodeURIComponent(target)}`)) as { sys: unknown; status: string; draft: Record<string, Record<string, unknown>> };
      if (values.locale === undefined) {
        console.log(JSON.stringify(entry, null, 2));
        return;
      }
      const locale = values.locale;
      console.log(JSON.stringify({ sys: entry.sys, status: entry.status, fields: Object.fromEntries(Object.entries(entry.draft).map(([field, byLocale]) => [field, byLocale[locale] ?? byLocale['en-GB'] ?? null])) }, null, 2));
      return;
    }
    case 'edit': {
      if (target === undefined) throw new Error('edit needs an entry id');
      const fields = { ...parseAssignments(rest), ...(values.json === undefined ? {} : (JSON.parse(values.json) as Record<string, Record<string, unknown>>)) };
      if (Object.keys(fields).length === 0) throw new Error('edit needs field[:locale]=value arguments or --json');
      const entry = (await call('PUT', `/entries/${encodeURIComponent(target)}`, { ...(values.type === undefined ? {} : { contentType: values.type }), fields })) as { sys: { id: string; version: number }; status: string };
      console.log(`Saved draft of ${entry.sys.id} (version ${String(entry.sys.version)}, ${entry.status}). Publish with: npm run content -- publish ${entry.sys.id}`);
      return;
    }
    case 'publish':
    case 'unpublish': {
      if (target === undefined) throw new Error(`${command} needs an entry id or identifier`);
      const entry = (await call(command === 'publish' ? 'PUT' : 'DELETE', `/entries/${encodeURIComponent(target)}/published`)) as { sys: { id: string; publishedVersion: number | null } };
      console.log(command === 'publish' ? `Published ${entry.sys.id} (version ${String(entry.sys.publishedVersion)}); webhook queued` : `Unpublished ${entry.sys.id}; webhook queued`);
      return;
    }
    case 'webhooks': {
      const query = values.status === undefined ? '' : `?status=${encodeURIComponent(values.status)}`;
      const { url, items } = (await call('GET', `/webhooks${query}`)) as { url: string; items: Record<string, unknown>[] };
      console.log(`Webhook URL: ${url}`);
      console.log(table(items, ['id', 'topic', 'entryId', 'status', 'attempts', 'lastStatus', 'lastError', 'nextAttemptAt']));
      return;
    }
    default:
      throw new Error(USAGE);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
