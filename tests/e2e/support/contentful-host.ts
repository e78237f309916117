/**
 * A stand-in for the content system's entry editor in end-to-end tests: a page on its own origin
 * (`CONTENT_SYSTEM_TEST_ORIGIN`, served through `page.route`) that frames an editor tool and plays
 * the host side of the editor extension SDK's `postMessage` protocol (contentful-ui-extensions-sdk
 * 3.23.2): the `connect` handshake with the field, the entry's fields and the locale, then answers to
 * `setValue`, `removeValue`, `setInvalid`, `callSpaceMethod` (`getEntries`), recording every call.
 */
import type { Page } from '@playwright/test';

export const CONTENT_SYSTEM_TEST_ORIGIN = 'http://content-system.test';
export const HOST_LOCALE = 'en-GB';

export interface HostEntry {
  readonly id: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

export interface HostOptions {
  /** The tool's page, e.g. `/en/contentful/entity-suggest`. */
  readonly tool: string;
  /** The field the tool edits. */
  readonly field: string;
  /** Every field of the entry: id → content system type (`Symbol`, `Text`, `Array`, …). */
  readonly fieldTypes: Readonly<Record<string, string>>;
  /** Initial values of the entry's fields. */
  readonly values?: Readonly<Record<string, unknown>>;
  readonly contentType?: string;
  readonly entryId?: string;
  /** Other entries of the space, for `space.getEntries`. */
  readonly entries?: readonly HostEntry[];
}

export interface HostCall {
  readonly method: string;
  readonly params: unknown[];
}

function hostHtml(portalOrigin: string, options: HostOptions): string {
  const config = JSON.stringify({ ...options, src: `${portalOrigin}${options.tool}`, locale: HOST_LOCALE }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Entry editor (test host)</title></head>
<body><main><h1>Entry editor</h1>
<iframe id="tool" title="Editor tool" src="${options.tool.startsWith('/') ? portalOrigin + options.tool : options.tool}" style="width:100%;height:400px;border:0"></iframe>
</main>
<script type="application/json" id="config">${config}</script>
<script>
(() => {
  const cfg = JSON.parse(document.getElementById('config').textContent);
  const L = cfg.locale;
  const iframe = document.getElementById('tool');
  const channel = 'test-host-channel';
  const values = Object.assign({}, cfg.values || {});
  window.hostLog = [];
  window.hostValues = values;
  window.hostInvalid = undefined;
  const post = (message) => iframe.contentWindow.postMessage(message, '*');
  window.hostSetValue = (field, value) => { values[field] = value; post({ method: 'valueChanged', params: [field, L, value] }); };
  const fieldInfo = Object.entries(cfg.fieldTypes).map(([id, type]) => ({
    id, type, required: false, validations: [], items: type === 'Array' ? { type: 'Symbol' } : undefined,
    locales: [L], values: values[id] === undefined ? {} : { [L]: values[id] },
  }));
  iframe.addEventListener('load', () => {
    post({ method: 'connect', params: [{
      id: channel,
      location: 'entry-field',
      user: { sys: { id: 'editor' }, firstName: 'Test', lastName: 'Editor', email: 'editor@example.org', spaceMembership: { sys: { id: 'm' }, admin: false, roles: [] } },
      parameters: { installation: {}, instance: {}, invocation: undefined },
      locales: { available: [L], default: L, names: { [L]: 'English (United Kingdom)' }, fallbacks: {}, optional: { [L]: false }, direction: { [L]: 'ltr' } },
      ids: { space: 'portal', environment: 'master', field: cfg.field, entry: cfg.entryId || 'entry-under-test', contentType: cfg.contentType || 'page', extension: 'tool', user: 'editor' },
      initialContentTypes: [],
      contentType: { sys: { id: cfg.contentType || 'page' }, name: cfg.contentType || 'page', displayField: 'name', fields: fieldInfo.map((f) => ({ id: f.id, name: f.id, type: f.type, required: false, localized: false })) },
      entry: { sys: { id: cfg.entryId || 'entry-under-test', type: 'Entry' } },
      fieldInfo,
      field: { id: cfg.field, locale: L, type: cfg.fieldTypes[cfg.field], required: false, validations: [], value: values[cfg.field] },
      editorInterface: { controls: [], sidebar: [] },
    }, []] });
  });
  const getEntries = (query) => {
    const items = (cfg.entries || []).filter((entry) => Object.entries(query).every(([key, value]) => {
      if (key === 'content_type' || key === 'limit' || key === 'skip' || key === 'order') return true;
      if (key === 'sys.id[ne]') return entry.id !== value;
      const field = /^fields\\.(.+)$/.exec(key);
      return field ? entry.fields[field[1]] === value : true;
    })).map((entry) => ({ sys: { id: entry.id, type: 'Entry' }, fields: Object.fromEntries(Object.entries(entry.fields).map(([k, v]) => [k, { [L]: v }])) }));
    return { items, total: items.length, skip: 0, limit: 100, sys: { type: 'Array' } };
  };
  window.addEventListener('message', (event) => {
    if (event.source !== iframe.contentWindow || !event.data || event.data.source !== channel) return;
    const { id, method, params } = event.data;
    window.hostLog.push({ method, params });
    let result = null;
    if (method === 'setValue') { values[params[0]] = params[2]; result = params[2]; }
    else if (method === 'removeValue') { delete values[params[0]]; }
    else if (method === 'setInvalid') { window.hostInvalid = params[0]; }
    else if (method === 'callSpaceMethod' && params[0] === 'getEntries') { result = getEntries(params[1][0] || {}); }
    else if (method === 'callSpaceMethod') { post({ id, error: { message: 'not supported by the test host' } }); return; }
    post({ id, result });
  });
})();
</script></body></html>`;
}

/** Opens the tool inside the test host; returns the tool's frame. */
export async function openInHost(page: Page, portalOrigin: string, options: HostOptions): Promise<ReturnType<Page['frameLocator']>> {
  await page.route(`${CONTENT_SYSTEM_TEST_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: hostHtml(portalOrigin, options) }),
  );
  await page.goto(`${CONTENT_SYSTEM_TEST_ORIGIN}/entry-editor`);
  return page.frameLocator('#tool');
}

/** The calls the tool made, and the entry's values as the host holds them. */
export async function hostState(page: Page): Promise<{ log: HostCall[]; values: Record<string, unknown>; invalid: unknown }> {
  return page.evaluate(() => {
    const w = window as unknown as { hostLog: HostCall[]; hostValues: Record<string, unknown>; hostInvalid: unknown };
    return { log: w.hostLog, values: { ...w.hostValues }, invalid: w.hostInvalid };
  });
}

/** The host changes a field's value (another editor, another field's widget). */
export async function hostSetValue(page: Page, field: string, value: unknown): Promise<void> {
  await page.evaluate(([f, v]) => {
    (window as unknown as { hostSetValue: (field: unknown, value: unknown) => void }).hostSetValue(f, v);
  }, [field, value] as const);
}
