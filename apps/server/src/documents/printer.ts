/** The server's DocumentPrinter (packages/api printing/): the PDF layouts of this folder, which the router's print procedures call (docs/ARCHITECTURE.md). */
import type { DocumentPrinter } from '@stockroom/api';
import { labelsPdf } from './labels.js';
import { packingSlipPdf, pickListPdf, purchaseOrderPdf } from './orders.js';
import { wavePickListPdf } from './waves.js';

export const pdfPrinter: DocumentPrinter = { pickList: pickListPdf, packingSlip: packingSlipPdf, purchaseOrder: purchaseOrderPdf, labels: labelsPdf, wavePickList: wavePickListPdf };
