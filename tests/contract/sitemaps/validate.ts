/**
 * Validates sitemap XML against the sitemaps.org schemas of this folder (SOURCES.md) with libxml2 compiled to
 * WebAssembly (`xmllint-wasm`: no native build, the same validator as `xmllint --schema`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

const HERE = import.meta.dirname;
const schema = (name: string): { fileName: string; contents: string } => ({ fileName: name, contents: readFileSync(join(HERE, name), 'utf8') });

export type SitemapSchema = 'siteindex' | 'sitemap' | 'sitemap-with-alternates';

/** The problems libxml2 finds in `xml` against a schema; none when it is valid. */
export async function schemaErrors(xml: string, kind: SitemapSchema, fileName = 'sitemap.xml'): Promise<string[]> {
  const main = kind === 'siteindex' ? schema('siteindex.xsd') : kind === 'sitemap' ? schema('sitemap.xsd') : schema('sitemap-with-alternates.xsd');
  const preload = kind === 'sitemap-with-alternates' ? [schema('sitemap.xsd'), schema('xhtml-link.xsd')] : [];
  const result = await validateXML({ xml: { fileName, contents: xml }, schema: main, preload, maxMemoryPages: 16 * 1024 });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
