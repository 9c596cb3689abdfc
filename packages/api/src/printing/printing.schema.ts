import { z } from 'zod';
import { uuidInput } from '../validation.js';

/** The label sizes (decision 0019): a4, a sheet of 3 × 8 labels of 70 × 37 mm; 62mm, one 62 × 29 mm label per page (a label printer's roll). */
export const labelSizes = ['a4', '62mm'] as const;
export type LabelSize = (typeof labelSizes)[number];

/** Labels on one page of each size: what a label query prints when it names no number of copies. */
export const labelsPerPage: Record<LabelSize, number> = { a4: 24, '62mm': 1 };

/** The query of a label PDF: its size and how many labels. */
export const labelQueryShape = {
  size: z.enum(labelSizes, { error: 'size must be a4 or 62mm' }).default('a4').describe('a4: a sheet of 3 × 8 labels of 70 × 37 mm; 62mm: one 62 × 29 mm label per page (label printers)'),
  copies: z.coerce
    .number({ error: 'copies must be a whole number' })
    .int('copies must be a whole number')
    .min(1, 'copies must be at least 1')
    .max(240, 'copies must be at most 240')
    .describe('Labels to print, 1 to 240; default one page (24 on a4, 1 on 62mm)')
    .optional(),
};
/** The query of a product's label: with `unit` or `lotId`, a GS1-128 label (decision 0021). */
export const productLabelQueryShape = {
  ...labelQueryShape,
  unit: z.string().trim().min(1).max(30).describe("A packaging unit: a GS1-128 label of the pack's GTIN").optional(),
  lotId: uuidInput().describe("A lot of the product: a GS1-128 label with its expiry (17) and number (10), of the pack's GTIN with `unit`, else of the product's").optional(),
};

/** What the label query does, for the label routes' descriptions in the API document. */
export const labelDescription =
  'Sizes: size=a4 (default) lays 24 labels of 70 × 37 mm on each A4 page, size=62mm gives one 62 × 29 mm label per page; copies sets how many labels (default one page).';

export type LabelQuery = z.infer<z.ZodObject<typeof labelQueryShape>>;

/** What one label shows: a title (a product's name, a location's name), the symbol's code and type, and a line of small print. */
export interface Label {
  title: string;
  code: string;
  symbology: 'code128' | 'ean13' | 'gs1-128';
  caption: string;
}
