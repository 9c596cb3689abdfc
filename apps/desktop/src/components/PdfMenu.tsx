/**
 * A button that fetches one of the server's PDFs (decision 0019: pick list, packing slip, purchase
 * order, labels) with the session's token and prints it through the system dialog or saves it.
 */
import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { desktop } from '../bridge';
import { useSession, type SessionValue } from '../session';
import { attachmentName } from './attachment';
import { notifyError, notifySuccess } from './feedback';

interface PdfMenuProps {
  /** The button's text, e.g. "Pick list". */
  label: string;
  /** The document's path under /api, e.g. `/orders/sales-orders/<id>/pick-list.pdf`. */
  path: string;
  /** The print job's title. */
  title: string;
  size?: 'xs' | 'sm';
}

/** A PDF the server rendered: its bytes and the file name it offers. */
interface PdfDocument {
  bytes: Uint8Array;
  filename: string;
}

/** GETs the PDF at `path` under /api; rejects with the server's error message. */
async function fetchPdf(fetchApi: SessionValue['fetchApi'], path: string): Promise<PdfDocument> {
  const response = await fetchApi(path);
  if (!response.ok || response.headers.get('content-type') !== 'application/pdf') {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? `The server answered ${response.status} ${response.statusText}`.trim());
  }
  return { bytes: new Uint8Array(await response.arrayBuffer()), filename: attachmentName(response, 'document.pdf') };
}

export function PdfMenu({ label, path, title, size = 'sm' }: PdfMenuProps) {
  const { fetchApi } = useSession();
  const [pending, setPending] = useState(false);
  const run = async (action: 'print' | 'save') => {
    setPending(true);
    try {
      const pdf = await fetchPdf(fetchApi, path);
      if (action === 'print') await desktop.printPdf(pdf.bytes, title);
      else {
        const saved = await desktop.savePdf(pdf.bytes, pdf.filename);
        if (saved) notifySuccess(`Saved ${saved}`);
      }
    } catch (error) {
      notifyError(error, `Could not ${action} the ${label.toLowerCase()}`);
    } finally {
      setPending(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size={size} loading={pending}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('print')}>Print…</Menu.Item>
        <Menu.Item onClick={() => void run('save')}>Save as PDF…</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

interface LabelMenusProps {
  /** The label route under /api without its query, e.g. `/products/<id>/label.pdf`. */
  path: string;
  /** What the labels carry (a SKU, a location code), for the print job's title. */
  code: string;
  size?: 'xs' | 'sm';
}

/**
 * The label choices the server renders (decision 0019): "Label", one 62 × 29 mm label for a label
 * printer, and "Label sheet (A4)", a sheet of 24; each a PdfMenu (print or save).
 */
export function LabelMenus({ path, code, size }: LabelMenusProps) {
  return (
    <>
      <PdfMenu size={size} label="Label" path={`${path}?size=62mm`} title={`Label ${code}`} />
      <PdfMenu size={size} label="Label sheet (A4)" path={`${path}?size=a4`} title={`Labels ${code}`} />
    </>
  );
}
