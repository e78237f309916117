/**
 * Writes the reading seed's files (services/seed/reading.ts): every page image (`images/full/reading/…`, 1000 ×
 * 1400, and its 400 px preview under `images/w400/reading/…`) and each record's cover (the top of its first page,
 * `images/full/reading/{localId}-cover.jpg`, what the editorial seed shows of it), drawn as SVG text in DejaVu Sans Mono and turned
 * into JPEG by sharp, and the pamphlet PDF (`media/text/public-baths.pdf`), a PDF 1.4 file with the standard
 * Helvetica font written byte by byte here. Run `node services/seed/reading-files.ts` to write them again.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { COVER_HEIGHT, FIRST_BASELINE, FONT_SIZE, HEADING_BASELINE, LINE_HEIGHT, MARGIN_LEFT, PAGE_HEIGHT, PAGE_WIDTH, PAMPHLET_FILE, PAMPHLET_PAGES, coverFile, coverRecords, pageFile, pageImages } from './reading.ts';

const SEED = dirname(fileURLToPath(import.meta.url));

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const PAPER = { newspaper: '#ece4d0', book: '#f3ecd9', letter: '#f6efdc' } as const;
const INK = { newspaper: '#1d1b18', book: '#2a2119', letter: '#1f2f63' } as const;

function pageSvg(page: ReturnType<typeof pageImages>[number]): string {
  const ink = INK[page.kind];
  const style = page.kind === 'letter' ? 'font-style="oblique"' : '';
  const lines = page.lines
    .map((line, index) => (line === '' ? '' : `<text x="${String(MARGIN_LEFT)}" y="${String(FIRST_BASELINE + index * LINE_HEIGHT)}" xml:space="preserve">${escapeXml(line)}</text>`))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(PAGE_WIDTH)}" height="${String(PAGE_HEIGHT)}">
<rect width="100%" height="100%" fill="${PAPER[page.kind]}"/>
<rect x="20" y="20" width="${String(PAGE_WIDTH - 40)}" height="${String(PAGE_HEIGHT - 40)}" fill="none" stroke="${ink}" stroke-opacity="0.25" stroke-width="2"/>
<g font-family="DejaVu Sans Mono" fill="${ink}" ${style}>
<text x="${String(PAGE_WIDTH / 2)}" y="${String(HEADING_BASELINE)}" font-size="26" text-anchor="middle">${escapeXml(page.head)}</text>
<line x1="${String(MARGIN_LEFT)}" y1="${String(HEADING_BASELINE + 22)}" x2="${String(PAGE_WIDTH - MARGIN_LEFT)}" y2="${String(HEADING_BASELINE + 22)}" stroke="${ink}" stroke-width="2"/>
<g font-size="${String(FONT_SIZE)}">${lines}</g>
<text x="${String(PAGE_WIDTH / 2)}" y="${String(PAGE_HEIGHT - 60)}" font-size="24" text-anchor="middle">${String(page.number)}</text>
</g></svg>`;
}

async function writePages(): Promise<void> {
  for (const page of pageImages()) {
    const svg = Buffer.from(pageSvg(page));
    const full = join(SEED, 'images', 'full', page.file);
    const preview = join(SEED, 'images', 'w400', page.file);
    mkdirSync(dirname(full), { recursive: true });
    mkdirSync(dirname(preview), { recursive: true });
    await sharp(svg).jpeg({ quality: 72, mozjpeg: true }).toFile(full);
    await sharp(svg).resize({ width: 400 }).jpeg({ quality: 80, mozjpeg: true }).toFile(preview);
  }
}

/** Each record's cover (the editorial seed's picture of it): the top of its first page, cut from the page image. */
export async function writeCovers(): Promise<void> {
  for (const localId of coverRecords()) {
    await sharp(join(SEED, 'images', 'full', pageFile(localId, 1)))
      .extract({ left: 0, top: 0, width: PAGE_WIDTH, height: COVER_HEIGHT })
      .jpeg({ quality: 72, mozjpeg: true })
      .toFile(join(SEED, 'images', 'full', coverFile(localId)));
  }
}

/** A PDF string literal: backslashes and parentheses escaped. */
function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A minimal valid PDF 1.4: one Helvetica font, one page per entry of `pages`, a correct cross-reference table. */
export function pamphletPdf(pages: readonly (readonly string[])[]): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${String(id)} 0 R`).join(' ')}] /Count ${String(pages.length)} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((lines, index) => {
    const pageId = pageIds[index] ?? 0;
    const body = ['BT', '/F1 16 Tf', '20 TL', '72 760 Td', ...lines.map((line) => `${pdfString(line)} Tj T*`), 'ET'].join('\n');
    objects[pageId] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${String(pageId + 1)} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${String(Buffer.byteLength(body, 'latin1'))} >>\nstream\n${body}\nendstream`;
  });
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${String(id)} 0 obj\n${objects[id] ?? ''}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${String(objects.length)}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${String(objects.length)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writePages();
  await writeCovers();
  const pdf = join(SEED, 'media', PAMPHLET_FILE);
  mkdirSync(dirname(pdf), { recursive: true });
  writeFileSync(pdf, pamphletPdf(PAMPHLET_PAGES));
}
