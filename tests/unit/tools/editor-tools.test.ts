import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldAssignments } from '../../../src/lib/editor-tools/fields.ts';
import { parseEntityInput, parseRecordInput } from '../../../src/lib/editor-tools/identifiers.ts';
import { slugFormatProblem, toSlug, SLUG_MAX_LENGTH } from '../../../src/lib/editor-tools/slug.ts';
import { parsePortalItemUrl } from '../../../src/lib/oembed/oembed.ts';
import { EDITOR_TOOL_PACKAGES, editorToolPath, isEditorTool, isEditorToolPath } from '../../../src/lib/routing/editor-tools.ts';

describe('editor tool paths', () => {
  it('marks /{locale}/contentful/* only', () => {
    expect(isEditorToolPath(editorToolPath('en', 'slug-validation'))).toBe(true);
    expect(isEditorToolPath('/de/contentful/entity-suggest')).toBe(true);
    expect(isEditorToolPath('/en/item/1/a')).toBe(false);
    expect(isEditorTool('entity-suggest')).toBe(true);
    expect(isEditorTool('nope')).toBe(false);
  });

  it('uses exactly the pinned SDK and style library versions', () => {
    for (const [name, version] of Object.entries(EDITOR_TOOL_PACKAGES)) {
      const pkg = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string };
      expect(pkg.version, name).toBe(version);
      const root = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
      expect(root.dependencies[name], name).toBe(version);
    }
  });
});

describe('slugs', () => {
  it('says why a slug is not acceptable', () => {
    expect(slugFormatProblem('')).toBe('empty');
    expect(slugFormatProblem('a'.repeat(SLUG_MAX_LENGTH + 1))).toBe('tooLong');
    expect(slugFormatProblem('Upper')).toBe('format');
    expect(slugFormatProblem('double--hyphen')).toBe('format');
    expect(slugFormatProblem('-leading')).toBe('format');
    expect(slugFormatProblem('with space')).toBe('format');
    expect(slugFormatProblem('fine-slug-2')).toBeUndefined();
  });

  it('makes slugs from titles', () => {
    expect(toSlug('Édouard Manet: (1832–1883)')).toBe('edouard-manet-1832-1883');
    expect(slugFormatProblem(toSlug('  Hello, World!  '))).toBeUndefined();
  });
});

describe('harvester input', () => {
  it('reads record ids from portal URLs, data URIs and ids', () => {
    expect(parseRecordInput('https://portal.example/en/item/2000001/aic_93784')).toBe('/2000001/aic_93784');
    expect(parseRecordInput('http://data.europeana.eu/item/2000001/aic_93784')).toBe('/2000001/aic_93784');
    expect(parseRecordInput('/2000001/aic_93784')).toBe('/2000001/aic_93784');
    expect(parseRecordInput('2000001/aic_93784')).toBe('/2000001/aic_93784');
    expect(parseRecordInput('https://example.org/not-an-item')).toBeUndefined();
    expect(parseRecordInput('')).toBeUndefined();
  });

  it('reads entity URIs from collection pages and data URIs', () => {
    expect(parseEntityInput('https://portal.example/en/collections/person/91257422-edgar-degas')?.uri).toBe('http://data.europeana.eu/agent/91257422');
    expect(parseEntityInput('http://data.europeana.eu/concept/48')?.uri).toBe('http://data.europeana.eu/concept/48');
    expect(parseEntityInput('https://data.europeana.eu/place/7')?.type).toBe('place');
    expect(parseEntityInput('agent/1')?.id).toBe('1');
    expect(parseEntityInput('/en/collections/nothing/1')).toBeUndefined();
    expect(parseEntityInput('https://example.org/x')).toBeUndefined();
  });
});

describe('field assignments', () => {
  it('fills the first candidate field the entry has, the own field with the identifier', () => {
    const out = fieldAssignments(
      { identifier: '/1/a', name: 'Title', description: 'Desc', image: 'https://img', attribution: 'Attr', licence: 'https://rights', url: undefined },
      ['identifier', 'title', 'text', 'image', 'creator', 'license'],
      'identifier',
    );
    expect(out.map((a) => [a.field, a.value])).toEqual([
      ['identifier', '/1/a'],
      ['title', 'Title'],
      ['text', 'Desc'],
      ['image', 'https://img'],
      ['creator', 'Attr'],
      ['license', 'https://rights'],
    ]);
  });
});

describe('oEmbed item URLs', () => {
  it('accepts item pages of this portal and item data URIs only', () => {
    expect(parsePortalItemUrl('https://portal.example/de/item/1/a', 'https://portal.example')).toEqual({ id: '/1/a', locale: 'de' });
    expect(parsePortalItemUrl('http://data.europeana.eu/item/1/a', 'https://portal.example')).toEqual({ id: '/1/a', locale: 'en' });
    expect(parsePortalItemUrl('https://other.example/en/item/1/a', 'https://portal.example')).toBeUndefined();
    expect(parsePortalItemUrl('https://portal.example/en/collections/person/1', 'https://portal.example')).toBeUndefined();
    expect(parsePortalItemUrl('not a url', 'https://portal.example')).toBeUndefined();
  });
});
