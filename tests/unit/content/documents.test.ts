/**
 * The content client sends its documents without an operation name (src/lib/content/client.ts
 * `excludeOperationName`), which GraphQL allows only for a document with one operation: every query document the
 * content modules export has exactly one, and is named (the request log and the listing keys use the name).
 */
import { readdirSync } from 'node:fs';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationName } from '../../../src/lib/content/client.ts';

const dir = new URL('../../../src/lib/content/', import.meta.url);

describe('the content query documents', () => {
  it('each hold one named operation', async () => {
    const documents: [string, string][] = [];
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts')).sort()) {
      const module = (await import(new URL(file, dir).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (typeof value === 'string' && /^\s*(?:#[^\n]*\n\s*)*query\b/.test(value)) documents.push([`${file} ${name}`, value]);
      }
    }
    expect(documents.length).toBeGreaterThan(15);
    for (const [where, document] of documents) {
      const operations = parse(document).definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
      expect(operations.map((operation) => operation.name?.value), where).toEqual([operationName(document)]);
    }
  });
});
