/**
 * Editor interfaces: which editor tool of the portal a field uses in the entry editor (the
 * portal's `/{locale}/contentful/{tool}` pages, docs/decisions/0004-editor-tools.md). Contentful
 * keeps this per content type as an "editor interface" whose `controls` name each field's widget;
 * here a field names a tool (`widgetNamespace: "extension"`), every other field the built-in
 * widget of its kind. Served by the management API: `GET /content/management/editor-interfaces`
 * and `GET /content/management/editor-interfaces/{contentType}`.
 */
import { CONTENT_TYPE_BY_ID, type ContentTypeDef, type FieldDef } from './model.ts';

/** The portal's editor tools (src/lib/routing/editor-tools.ts `EDITOR_TOOLS`; a unit test keeps them equal). */
export const EDITOR_TOOL_IDS = [
  'category-suggest',
  'disabled-single-line',
  'entity-harvester',
  'entity-suggest',
  'image-harvester',
  'record-harvester',
  'set-suggest',
  'slug-validation',
] as const;
export type EditorToolId = (typeof EDITOR_TOOL_IDS)[number];

/** Content type → field → tool. */
export const FIELD_TOOLS: Readonly<Record<string, Readonly<Record<string, EditorToolId>>>> = {
  story: { identifier: 'slug-validation', relatedLink: 'entity-suggest' },
  exhibitionPage: { identifier: 'slug-validation', relatedLink: 'entity-suggest' },
  exhibitionChapterPage: { identifier: 'slug-validation' },
  themePage: { identifier: 'slug-validation' },
  browsePage: { identifier: 'slug-validation' },
  staticPage: { identifier: 'slug-validation' },
  landingPage: { identifier: 'slug-validation' },
  category: { identifier: 'disabled-single-line' },
  voteableFeature: { identifier: 'disabled-single-line' },
  automatedEntityCard: { identifier: 'entity-harvester' },
  automatedRecordCard: { identifier: 'record-harvester' },
  imageWithAttribution: { url: 'image-harvester' },
};

// A mapping naming a content type or field the model does not have is a programming error.
for (const [typeId, fields] of Object.entries(FIELD_TOOLS)) {
  const def = CONTENT_TYPE_BY_ID.get(typeId);
  if (!def) throw new Error(`editor interfaces: unknown content type '${typeId}'`);
  for (const field of Object.keys(fields)) {
    if (!(field in def.fields)) throw new Error(`editor interfaces: '${typeId}' has no field '${field}'`);
  }
}

const BUILTIN: Readonly<Record<FieldDef['kind'], string>> = {
  Symbol: 'singleLine',
  Text: 'markdown',
  Date: 'datePicker',
  Boolean: 'boolean',
  Integer: 'numberEditor',
  Symbols: 'tagEditor',
  Object: 'objectEditor',
  Asset: 'assetLinkEditor',
  Link: 'entryLinkEditor',
  Links: 'entryLinksEditor',
};

export interface EditorControl {
  readonly fieldId: string;
  readonly widgetNamespace: 'builtin' | 'extension';
  readonly widgetId: string;
  /** For a tool: its page on the portal (prefix with the portal origin; any `{locale}` works). */
  readonly settings?: { readonly src: string };
}

export interface EditorInterface {
  readonly sys: { readonly id: 'default'; readonly type: 'EditorInterface'; readonly contentType: { readonly sys: { readonly id: string; readonly type: 'Link'; readonly linkType: 'ContentType' } } };
  readonly controls: readonly EditorControl[];
}

/** The editor interface of a content type, in Contentful's shape. */
export function editorInterface(def: ContentTypeDef): EditorInterface {
  const tools = FIELD_TOOLS[def.id] ?? {};
  return {
    sys: { id: 'default', type: 'EditorInterface', contentType: { sys: { id: def.id, type: 'Link', linkType: 'ContentType' } } },
    controls: Object.entries(def.fields).map(([fieldId, field]): EditorControl => {
      const tool = tools[fieldId];
      return tool
        ? { fieldId, widgetNamespace: 'extension', widgetId: tool, settings: { src: `/en/contentful/${tool}` } }
        : { fieldId, widgetNamespace: 'builtin', widgetId: BUILTIN[field.kind] };
    }),
  };
}
