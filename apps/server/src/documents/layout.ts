/**
 * What the printed documents share (decision 0019): an A4 PDF (pdfkit) with a title block, tables that
 * break across pages repeating their header, and "Page n of m" footers; the PDF as bytes. Text is
 * set in Noto Sans, embedded (subset) in each PDF: it covers Latin with its extensions, Greek,
 * Cyrillic and Vietnamese, so a customer in Łódź or a product named "Чай" prints as written, which
 * the Latin-1 of PDF's built-in fonts cannot.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

/** Points per millimetre (a PDF point is 1/72 inch). */
export const MM = 72 / 25.4;
const MARGIN = 40;
const FOOTER = 24;

/** The names documents set text in: Noto Sans regular and bold. */
export const FONT = { regular: 'NotoSans', bold: 'NotoSans-Bold' } as const;
const fontFile = (weight: string) => readFileSync(createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`));
const fontFiles = { [FONT.regular]: fontFile('400Regular'), [FONT.bold]: fontFile('700Bold') };

/** A new document of `size` points (default A4 with margins), its title in the file's metadata, text in FONT.regular; pages are kept for the footers. */
export function newDocument(title: string, options: { size?: [number, number]; margin?: number } = {}): Pdf {
  const doc = new PDFDocument({ size: options.size ?? 'A4', margin: options.margin ?? MARGIN, bufferPages: true, info: { Title: title, Creator: 'Stockroom' }, autoFirstPage: true });
  for (const [name, file] of Object.entries(fontFiles)) doc.registerFont(name, file);
  return doc.font(FONT.regular);
}

/** Ends `doc` and returns its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** The title block: the document's name and number large, then `lines` of details (label: value) in two columns. */
export function titleBlock(doc: Pdf, title: string, number: string, left: string[], right: string[] = []): void {
  const width = doc.page.width - 2 * MARGIN;
  doc.font(FONT.bold).fontSize(18).text(title, MARGIN, MARGIN, { continued: true }).font(FONT.regular).text(`  ${number}`);
  doc.moveDown(0.4).fontSize(9);
  const top = doc.y;
  doc.text(left.join('\n'), MARGIN, top, { width: width / 2 - 10 });
  const leftEnd = doc.y;
  doc.text(right.join('\n'), MARGIN + width / 2, top, { width: width / 2 });
  doc.x = MARGIN;
  doc.y = Math.max(leftEnd, doc.y) + 12;
}

/** A section heading. */
export function heading(doc: Pdf, text: string): void {
  ensureSpace(doc, 40);
  doc.font(FONT.bold).fontSize(11).text(text, MARGIN, doc.y);
  doc.font(FONT.regular).fontSize(9).moveDown(0.2);
}

export interface Column {
  header: string;
  /** Share of the table's width. */
  width: number;
  align?: 'left' | 'right';
}

const bottom = (doc: Pdf) => doc.page.height - MARGIN - FOOTER;

function ensureSpace(doc: Pdf, height: number): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  return true;
}

/** A table of `rows` under `columns`; a row that does not fit goes to a new page, which repeats the header. */
export function table(doc: Pdf, columns: Column[], rows: string[][]): void {
  const width = doc.page.width - 2 * MARGIN;
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (column.width / total) * width);
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(9);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 6 }))) + 6;
    if (ensureSpace(doc, height) && !bold) drawRow(columns.map((column) => column.header), true);
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell, x + 3, top + 3, { width: widths[i]! - 6, align: columns[i]!.align ?? 'left' });
      x += widths[i]!;
    });
    doc.moveTo(MARGIN, top + height).lineTo(MARGIN + width, top + height).lineWidth(bold ? 1 : 0.3).strokeColor(bold ? '#333333' : '#bbbbbb').stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  drawRow(columns.map((column) => column.header), true);
  for (const row of rows) drawRow(row, false);
  doc.moveDown(0.8);
}

/** Writes "<label> · Page n of m" at the foot of every page; call last, before pdfBytes. */
export function footers(doc: Pdf, label: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - 10;
    // Written inside the bottom margin, which would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.font(FONT.regular).fontSize(8).fillColor('#666666').text(`${label} · Page ${i + 1} of ${count}`, MARGIN, y, { width: doc.page.width - 2 * MARGIN, align: 'right' });
    doc.fillColor('#000000');
  }
}

/** An address as lines. */
export function addressLines(address: { line1: string; line2?: string | undefined; city: string; region?: string | undefined; postalCode?: string | undefined; country: string } | null): string[] {
  if (!address) return [];
  return [address.line1, address.line2, [address.postalCode, address.city].filter(Boolean).join(' '), [address.region, address.country].filter(Boolean).join(', ')].filter((line): line is string => !!line);
}
