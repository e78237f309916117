import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createFileWriter, type WrittenFile } from '../../../src/lib/sitemaps/file-writer.ts';
import type { SitemapUrl } from '../../../src/lib/sitemaps/xml.ts';
import { schemaErrors } from '../../contract/sitemaps/validate.ts';

/**
 * The sitemap file writer (src/lib/sitemaps/file-writer.ts): URLs into gzip files closed at a number of URLs or of
 * bytes, each handed over before the next starts, every URL once, each file valid on its own.
 */
async function writeAll(urls: Iterable<SitemapUrl>, maxUrls: number, maxBytes: number, alternates = false): Promise<{ files: WrittenFile[]; totals: { files: number; urls: number } }> {
  const files: WrittenFile[] = [];
  let taking = false;
  const writer = createFileWriter({
    maxUrls,
    maxBytes,
    alternates,
    onFile: async (file) => {
      // The writer waits for a file to be taken before it closes the next.
      expect(taking).toBe(false);
      taking = true;
      await new Promise((resolve) => setTimeout(resolve, 5));
      files.push(file);
      taking = false;
    },
  });
  for (const url of urls) await writer.add(url);
  return { files, totals: await writer.finish() };
}

const locs = (file: WrittenFile): string[] => [...gunzipSync(file.body).toString('utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

describe('sitemap file writer', () => {
  it('closes a file at its number of URLs; every URL once, in order, in valid files', async () => {
    const urls = Array.from({ length: 2503 }, (_, i) => ({ loc: `https://x.eu/en/item/1/r${String(i)}`, lastmod: '2024-01-01T00:00:00Z' }));
    const { files, totals } = await writeAll(urls, 1000, 10 * 1024 * 1024);
    expect(totals).toEqual({ files: 3, urls: 2503 });
    expect(files.map((f) => [f.page, f.urls])).toEqual([[1, 1000], [2, 1000], [3, 503]]);
    expect(files.flatMap(locs)).toEqual(urls.map((u) => u.loc));
    for (const file of files) {
      const xml = gunzipSync(file.body);
      expect(file.bytes).toBe(xml.length);
      expect(file.digest).toBe(createHash('sha1').update(xml).digest('hex'));
      expect(file.body.length).toBeLessThan(xml.length / 5);
      expect(await schemaErrors(xml.toString('utf8'), 'sitemap')).toEqual([]);
    }
  });

  it('closes a file before the URL that would take it past its bytes', async () => {
    const urls = Array.from({ length: 300 }, (_, i) => ({ loc: `https://x.eu/en/stories/${'s'.repeat(200)}-${String(i)}` }));
    const { files } = await writeAll(urls, 50_000, 20_000);
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) expect(file.bytes).toBeLessThanOrEqual(20_000);
    expect(files.flatMap(locs)).toHaveLength(300);
  });

  it('declares the xhtml namespace when entries carry alternates; writes nothing for no URLs', async () => {
    const { files } = await writeAll([{ loc: 'https://x.eu/en', alternates: [{ hreflang: 'en', href: 'https://x.eu/en' }, { hreflang: 'x-default', href: 'https://x.eu/' }] }], 10, 1_000_000, true);
    expect(await schemaErrors(gunzipSync(files[0]?.body ?? Buffer.alloc(0)).toString('utf8'), 'sitemap-with-alternates')).toEqual([]);
    expect(await writeAll([], 10, 1_000_000)).toEqual({ files: [], totals: { files: 0, urls: 0 } });
  });

  it('keeps to the protocol whatever it is asked: at most 50,000 URLs a file', async () => {
    const urls = Array.from({ length: 50_001 }, (_, i) => ({ loc: `https://x.eu/en/item/2/${String(i)}` }));
    const { files } = await writeAll(urls, 1_000_000, 1024 * 1024 * 1024);
    expect(files.map((f) => f.urls)).toEqual([50_000, 1]);
  });
});
