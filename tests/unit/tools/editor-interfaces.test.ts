import { describe, expect, it } from 'vitest';
import { EDITOR_TOOL_IDS, FIELD_TOOLS, editorInterface } from '../../../services/content/editor-interfaces.ts';
import { contentType } from '../../../services/content/model.ts';
import { EDITOR_TOOLS } from '../../../src/lib/routing/editor-tools.ts';

describe('content service editor interfaces', () => {
  it('knows the same tools as the portal', () => {
    expect([...EDITOR_TOOL_IDS]).toEqual([...EDITOR_TOOLS]);
  });

  it('names the tool of a field, built-in widgets for the others', () => {
    const story = editorInterface(contentType('story'));
    expect(story.sys.contentType.sys.id).toBe('story');
    expect(story.controls.find((c) => c.fieldId === 'identifier')).toEqual({
      fieldId: 'identifier',
      widgetNamespace: 'extension',
      widgetId: 'slug-validation',
      settings: { src: '/en/contentful/slug-validation' },
    });
    expect(story.controls.find((c) => c.fieldId === 'description')).toEqual({ fieldId: 'description', widgetNamespace: 'builtin', widgetId: 'markdown' });
    expect(Object.keys(contentType('story').fields)).toEqual(story.controls.map((c) => c.fieldId));
  });

  it('maps only fields the model has', () => {
    for (const [type, fields] of Object.entries(FIELD_TOOLS)) {
      for (const field of Object.keys(fields)) expect(contentType(type).fields).toHaveProperty(field);
    }
  });
});
