/**
 * Reading a rendered PDF in tests (decision 0019): its pages' text through pdfjs, so a test checks what
 * a printed document says, not only that the server answered one.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The fonts pdfjs reads the standard 14 fonts' metrics from. */
const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/**
 * A PDF's pages as text: one string per page, its text items joined by single spaces.
 * Rejects (pdfjs's InvalidPDFException) when `bytes` is not a PDF.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  await pdf.destroy();
  return pages;
}
