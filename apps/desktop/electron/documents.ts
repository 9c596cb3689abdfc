/**
 * Printing and saving the server's PDFs (decision 0019): the renderer fetches a document and hands its
 * bytes over IPC. Printing loads it in a hidden window and opens the system's print dialog there;
 * saving asks where through the system's save dialog. Bytes that are not a PDF are refused.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BrowserWindow, dialog } from 'electron';

/** `pdf` as a Buffer; throws TypeError unless it is bytes starting with the PDF header. */
function pdfBytes(pdf: unknown): Buffer {
  if (!(pdf instanceof Uint8Array)) throw new TypeError('A PDF document is expected');
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new TypeError('A PDF document is expected');
  return bytes;
}

/**
 * Prints `pdf` through the system's print dialog: written to a temporary file, loaded in a hidden,
 * sandboxed window (Chromium's PDF viewer), printed, then window and file are removed. Resolves
 * once printed or cancelled; rejects with the print system's reason otherwise.
 */
export async function printPdf(pdf: unknown, title: string): Promise<void> {
  const bytes = pdfBytes(pdf);
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-print-'));
  const file = join(dir, 'document.pdf');
  writeFileSync(file, bytes);
  const window = new BrowserWindow({ show: false, title: String(title), webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, plugins: true } });
  try {
    await window.loadURL(pathToFileURL(file).toString());
    await new Promise<void>((resolve, reject) => {
      window.webContents.print({ silent: false, printBackground: true }, (success, reason) => (success || reason === 'cancelled' ? resolve() : reject(new Error(`Printing failed: ${reason}`))));
    });
  } finally {
    window.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Asks where to save `pdf` (default name: `filename`, reduced to a base name) and writes it there; resolves to the path, or null when cancelled. */
export async function savePdf(pdf: unknown, filename: string): Promise<string | null> {
  const bytes = pdfBytes(pdf);
  const { canceled, filePath } = await dialog.showSaveDialog({ defaultPath: basename(String(filename)) || 'document.pdf', filters: [{ name: 'PDF documents', extensions: ['pdf'] }] });
  if (canceled || !filePath) return null;
  writeFileSync(filePath, bytes);
  return filePath;
}
