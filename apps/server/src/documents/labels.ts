/**
 * Barcode labels (decision 0019): products and locations, on an A4 sheet of 3 × 8 labels (70 × 37 mm)
 * or one 62 × 29 mm label per page (a label printer's roll). Codes are Code 128, but a product whose
 * barcode is a valid EAN-13 gets its EAN-13, and a pack or lot label GS1-128 (decision 0021;
 * packages/api printing/ chooses); the code is printed as text beneath (bwip-js draws the bars).
 */
import { toBuffer } from 'bwip-js/node';
import { labelsPerPage, type Label, type LabelSize } from '@stockroom/api';
import { FONT, MM, newDocument, pdfBytes, type Pdf } from './layout.js';

const barcodePng = (label: Label) => toBuffer({ bcid: label.symbology, text: label.code, scale: 3, height: 12, includetext: false, paddingwidth: 0 });

/** Draws `label` in the box at (x, y) of `width` × `height` points. */
function drawLabel(doc: Pdf, label: Label, png: Buffer, x: number, y: number, width: number, height: number): void {
  const pad = 2 * MM;
  const inner = width - 2 * pad;
  doc.font(FONT.bold).fontSize(8).text(label.title, x + pad, y + pad, { width: label.symbology === 'gs1-128' ? inner * 0.6 : inner, height: 10, ellipsis: true, lineBreak: false });
  const barHeight = height - 2 * pad - 22;
  doc.image(png, x + pad, y + pad + 11, { fit: [inner, barHeight], align: 'center', valign: 'center' });
  if (label.symbology === 'gs1-128') {
    // The element string is long: it takes the whole bottom line, the caption the title's right end.
    doc.font(FONT.regular).fontSize(6).text(label.code, x + pad, y + height - pad - 8, { width: inner, lineBreak: false, ellipsis: true });
    doc.text(label.caption, x + pad + inner * 0.6, y + pad + 1, { width: inner * 0.4, align: 'right', lineBreak: false, ellipsis: true });
    return;
  }
  doc.font(FONT.regular).fontSize(8).text(label.code, x + pad, y + height - pad - 10, { width: inner * 0.55, lineBreak: false });
  doc.fontSize(6).text(label.caption, x + pad + inner * 0.55, y + height - pad - 9, { width: inner * 0.45, align: 'right', lineBreak: false, ellipsis: true });
}

/** `copies` of each label in `labels`, laid out for `size`: 24 to an A4 page, or one per 62 × 29 mm page. */
export async function labelsPdf(labels: Label[], copies: number, size: LabelSize, title: string): Promise<Buffer> {
  const pngs = await Promise.all(labels.map(barcodePng));
  const all = labels.flatMap((label, i) => Array.from({ length: copies }, () => ({ label, png: pngs[i]! })));
  if (size === '62mm') {
    const [width, height] = [62 * MM, 29 * MM];
    const doc = newDocument(title, { size: [width, height], margin: 0 });
    all.forEach(({ label, png }, i) => {
      if (i) doc.addPage({ size: [width, height], margin: 0 });
      drawLabel(doc, label, png, 0, 0, width, height);
    });
    return pdfBytes(doc);
  }
  // A4 (210 × 297 mm) of 3 × 8 labels of 70 × 37 mm, 0.5 mm from the top and bottom edges.
  const [width, height, top] = [70 * MM, 37 * MM, 0.5 * MM];
  const doc = newDocument(title, { margin: 0 });
  all.forEach(({ label, png }, i) => {
    const slot = i % labelsPerPage.a4;
    if (i && !slot) doc.addPage({ size: 'A4', margin: 0 });
    drawLabel(doc, label, png, (slot % 3) * width, top + Math.floor(slot / 3) * height, width, height);
  });
  return pdfBytes(doc);
}
