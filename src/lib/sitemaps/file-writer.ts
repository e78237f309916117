/**
 * Writes the URLs of one sitemap source into files as they come (issue 20: never the whole list in memory): each
 * file is gzip-compressed while it is written, closed at `maxUrls` URLs or `maxBytes` bytes of XML (far inside the
 * protocol's 50,000 URLs and 50 MiB, so that one file is cheap to write, store and serve), and handed to `onFile`
 * before the next one starts, which waits for it (the store's write paces the walk). What the writer holds is the
 * compressed bytes of the file under way, about a tenth of its XML.
 */
import { createHash, type Hash } from 'node:crypto';
import { createGzip, type Gzip } from 'node:zlib';
import { PROTOCOL_MAX_BYTES, PROTOCOL_MAX_URLS, URLSET_END, urlEntry, urlsetStart, type SitemapUrl } from './xml.ts';

/** A finished file. */
export interface WrittenFile {
  /** Its number in the source, from 1. */
  readonly page: number;
  readonly urls: number;
  /** Its XML's size, uncompressed. */
  readonly bytes: number;
  /** SHA-1 of its XML (hex). */
  readonly digest: string;
  /** Its XML, gzip-compressed. */
  readonly body: Buffer;
}

export interface FileWriterOptions {
  /** URLs per file, at most the protocol's 50,000. */
  readonly maxUrls: number;
  /** Bytes of XML per file, at most the protocol's 50 MiB; a file ends before the URL that would pass it. */
  readonly maxBytes: number;
  /** Whether entries carry `hreflang` alternates (the `xhtml` namespace is declared). */
  readonly alternates: boolean;
  /** Takes each finished file; the writer waits for it before starting the next. */
  readonly onFile: (file: WrittenFile) => Promise<void>;
}

/** One file under way. */
interface OpenFile {
  readonly gzip: Gzip;
  readonly chunks: Buffer[];
  readonly hash: Hash;
  readonly done: Promise<void>;
  urls: number;
  bytes: number;
}

export interface SitemapFileWriter {
  /** Adds a URL; resolves at once, or once a finished file has been taken. */
  add(url: SitemapUrl): Promise<void>;
  /** Ends the last file; answers how many files and URLs were written. */
  finish(): Promise<{ files: number; urls: number }>;
  /** Drops the file under way (a walk that failed or stopped): its compressor is closed, nothing is handed over. */
  abandon(): void;
}

export function createFileWriter(options: FileWriterOptions): SitemapFileWriter {
  const maxUrls = Math.min(options.maxUrls, PROTOCOL_MAX_URLS);
  const maxBytes = Math.min(options.maxBytes, PROTOCOL_MAX_BYTES);
  const start = urlsetStart(options.alternates);
  const end = Buffer.byteLength(URLSET_END);
  let current: OpenFile | undefined;
  let files = 0;
  let urls = 0;

  /** Writes XML into a file; answers whether the compressor wants to catch up first (`drain`). */
  const write = (file: OpenFile, text: string): boolean => {
    file.hash.update(text);
    file.bytes += Buffer.byteLength(text);
    // The compressor works on libuv's threads; its output is collected as it comes.
    return file.gzip.write(text);
  };

  const open = (): OpenFile => {
    const gzip = createGzip({ level: 6 });
    const chunks: Buffer[] = [];
    gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<void>((resolve, reject) => {
      gzip.once('end', resolve);
      gzip.once('error', reject);
    });
    const file: OpenFile = { gzip, chunks, hash: createHash('sha1'), done, urls: 0, bytes: 0 };
    write(file, start);
    return file;
  };

  const close = async (file: OpenFile): Promise<void> => {
    write(file, URLSET_END);
    file.gzip.end();
    await file.done;
    files += 1;
    await options.onFile({ page: files, urls: file.urls, bytes: file.bytes, digest: file.hash.digest('hex'), body: Buffer.concat(file.chunks) });
  };

  return {
    async add(url) {
      const entry = urlEntry(url);
      const size = Buffer.byteLength(entry);
      if (current !== undefined && (current.urls >= maxUrls || current.bytes + size + end > maxBytes)) {
        const full = current;
        current = undefined;
        await close(full);
      }
      current ??= open();
      const file = current;
      file.urls += 1;
      urls += 1;
      // A source faster than the compressor (the editorial pages, known at once) waits for it: what is held
      // uncompressed stays within the stream's buffer.
      if (!write(file, entry)) await new Promise((resolve) => file.gzip.once('drain', resolve));
    },
    async finish() {
      if (current !== undefined) {
        const last = current;
        current = undefined;
        await close(last);
      }
      return { files, urls };
    },
    abandon() {
      current?.gzip.destroy();
      current = undefined;
    },
  };
}
