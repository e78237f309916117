/**
 * The editor tools: small portal pages the content system embeds in its entry editor
 * (`/{locale}/contentful/{tool}`, docs/decisions/0004-editor-tools.md). Only these paths may be
 * framed, and only by the content system (src/lib/security/headers.ts builds frame-ancestors).
 */
export { isEditorToolPath } from '../security/headers.ts';

export const EDITOR_TOOLS = [
  'category-suggest',
  'disabled-single-line',
  'entity-harvester',
  'entity-suggest',
  'image-harvester',
  'record-harvester',
  'set-suggest',
  'slug-validation',
] as const;

export type EditorTool = (typeof EDITOR_TOOLS)[number];

export function isEditorTool(value: string): value is EditorTool {
  return (EDITOR_TOOLS as readonly string[]).includes(value);
}

/** `/{locale}/contentful/{tool}` */
export function editorToolPath(locale: string, tool: EditorTool): string {
  return `/${locale}/contentful/${tool}`;
}

/** The pinned versions of the SDK and the style libraries the tools load (from the portal itself). */
export const EDITOR_TOOL_PACKAGES = {
  'contentful-ui-extensions-sdk': '3.23.2',
  bootstrap: '4.6.2',
  'bootstrap-vue': '2.22.0',
} as const;
