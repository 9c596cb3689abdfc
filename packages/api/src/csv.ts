/**
 * CSV import and export shared by the product and inventory modules: RFC 4180 (quoted
 * fields, CRLF between records), UTF-8, a header row naming the columns. Reading uses csv-parse,
 * writing csv-stringify's streaming API.
 *
 * Rows are numbered as a spreadsheet shows them: the header is row 1, the first record row 2, and a
 * quoted value spanning several lines is still one row. A rejected file answers VALIDATION_ERROR
 * "Invalid CSV data" whose `details` map `rows.<row>.<column>` to messages (the contract's
 * field map, dotted as every nested field is), `rows.1.<column>` for the header.
 *
 * Formulas (OWASP "CSV Injection"): every export goes through csvStream, which writes a text cell
 * that a spreadsheet would run as a formula with a leading `'` (neutralisedText); numbers are not
 * text and stay as they are. readCsv takes that `'` off again (restoredText), so a file exported
 * then imported gives back the text it held.
 */
import { pipeline, Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import { z } from 'zod';
import { AppError, type FieldErrors } from './errors.js';
import { fieldErrorsOf } from './trpc.js';
import { unstorableText } from './validation.js';

export const INVALID_CSV = 'Invalid CSV data';

/** Most rows a report lists; a file with more failing rows reports the first ones (its message gives the count). */
export const MAX_REPORTED_ROWS = 1000;

/** `?dryRun=` of both imports: `true` only validates and reports, writing nothing. */
export const importQuerySchema = z.strictObject({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .optional()
    .describe('true: validate every row and report what would change, writing nothing'),
});
export type ImportQuery = z.infer<typeof importQuerySchema>;

/** How both imports read their file, for their descriptions in the API document. */
export const importDescription =
  'Send the file as the body (Content-Type: text/csv) or as the part named file of a multipart/form-data body, its only part (a text field is refused: options such as dryRun go in the query string); UTF-8, a header row naming the columns, RFC 4180 quoting. ' +
  'Every row is checked before anything is written: when any row fails, the answer is 400 VALIDATION_ERROR whose details map rows.<row>.<column> to messages (the header is row 1) and nothing is written. ' +
  'Otherwise all rows are applied in one transaction. dryRun=true only checks and reports.';

/** The fields both imports answer with, beside their own counts. */
export const importResultShape = {
  dryRun: z.boolean().describe('true: nothing was written; the counts say what the import would do'),
  rows: z.number().int().describe('Data rows read (the header not counted)'),
};

/** `?format=` of both exports: csv, the only format (and the default). */
export const exportFormat = z.enum(['csv'], { error: 'format must be csv' }).default('csv').describe('The file format: csv (RFC 4180, UTF-8, header row)');

/** One record of a file: its row number (see the module comment) and its cells by column. */
export interface CsvRecord {
  row: number;
  cells: Record<string, string>;
}

/** The per-row errors of one file, keyed `rows.<row>.<column>` (see the module comment). */
export class RowErrors {
  private readonly details = new Map<string, string[]>();
  private readonly rows = new Set<number>();
  private readonly reported = new Set<number>();

  /** Adds `message` for `column` of `row` (counted always, listed for the first MAX_REPORTED_ROWS rows only). */
  add(row: number, column: string, message: string): void {
    if (!this.rows.has(row)) {
      this.rows.add(row);
      if (this.reported.size < MAX_REPORTED_ROWS) this.reported.add(row);
    }
    if (!this.reported.has(row)) return;
    const key = `rows.${row}.${column}`;
    this.details.set(key, [...(this.details.get(key) ?? []), message]);
  }

  /** Adds a zod error of `row`'s values: each failing field as its column (root issues under `_`). */
  addZod(row: number, error: z.ZodError): void {
    for (const [field, messages] of Object.entries(fieldErrorsOf(error))) for (const message of messages) this.add(row, field, message);
  }

  /** Adds every entry of a field map (an AppError's details) for `row`. */
  addFields(row: number, fields: FieldErrors): void {
    for (const [field, messages] of Object.entries(fields)) for (const message of messages) this.add(row, field, message);
  }

  has(row: number): boolean {
    return this.rows.has(row);
  }

  get size(): number {
    return this.rows.size;
  }

  /**
   * Throws VALIDATION_ERROR "Invalid CSV data: N rows with errors" with the report (at most
   * MAX_REPORTED_ROWS rows) when any row failed; returns otherwise.
   */
  throwIfAny(): void {
    if (!this.rows.size) return;
    const count = this.rows.size;
    const message = count === 1 && this.rows.has(1) ? INVALID_CSV : `${INVALID_CSV}: ${count} row${count === 1 ? '' : 's'} with errors`;
    throw AppError.validation(message, Object.fromEntries(this.details));
  }
}

/** The column layout a file may have: every column it may name, and those it must. */
export interface CsvColumns {
  known: readonly string[];
  required: readonly string[];
}

/**
 * What makes a spreadsheet read a text cell as a formula (OWASP "CSV Injection"): a first
 * character =, +, -, @, tab or carriage return, here also behind leading `'`s, so that text that
 * itself starts with `'` and one of those characters is neutralised too and reads back exactly.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * A text cell as an export writes it: with a `'` in front when it starts as a formula would
 * (FORMULA_START, OWASP's rule), so `=HYPERLINK("x")` is written `'=HYPERLINK("x")`; otherwise as is.
 */
const neutralisedText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** The inverse of neutralisedText, as an import reads a cell: one leading `'` off when what follows starts as a formula would; otherwise as is (`'abc` stays `'abc`). */
const restoredText = (cell: string): string => (cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell);

/**
 * Reads `text` (UTF-8, an optional byte order mark, a header row, records separated by CRLF or
 * LF; blank lines are skipped). Returns the header and each record with its row number; cells are
 * as written (an empty cell is ''), but for the `'` an export put in front of a formula
 * (restoredText). Row errors go to `errors`: a row whose number of values differs
 * from the header's, text PostgreSQL cannot store (NUL, lone surrogates).
 * Throws VALIDATION_ERROR "Invalid CSV data" at once for a file without a header, a header
 * naming an unknown or repeated column or lacking a required one (`rows.1.<column>`), and for a
 * file that is no CSV (a stray or unclosed quote: under `_`, naming the line).
 */
export function readCsv(text: string, columns: CsvColumns, errors: RowErrors): { header: string[]; records: CsvRecord[] } {
  let parsed: { record: string[]; info: { records: number } }[];
  try {
    parsed = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, info: true, record_delimiter: ['\r\n', '\n'] }) as unknown as typeof parsed;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw AppError.validation(INVALID_CSV, { _: [`Not readable as CSV: ${error.message}`] });
  }
  const header = parsed[0]?.record.map((name) => name.trim());
  const headerErrors = new RowErrors();
  if (!header) throw AppError.validation(INVALID_CSV, { 'rows.1._': ['The file is empty: a header row naming the columns is required'] });
  header.forEach((name, i) => {
    if (!columns.known.includes(name)) headerErrors.add(1, name || `column ${i + 1}`, `Unknown column; the columns are: ${columns.known.join(', ')}`);
    else if (header.indexOf(name) !== i) headerErrors.add(1, name, 'Column is repeated');
  });
  for (const name of columns.required) if (!header.includes(name)) headerErrors.add(1, name, 'Column is required');
  headerErrors.throwIfAny();

  const records: CsvRecord[] = [];
  for (const { record, info } of parsed.slice(1)) {
    const row = info.records;
    if (record.length !== header.length) {
      errors.add(row, '_', `Row has ${record.length} values; the header has ${header.length}`);
      continue;
    }
    const cells = Object.fromEntries(header.map((name, i) => [name, restoredText(record[i]!)]));
    const unstorable = unstorableText(cells);
    if (Object.keys(unstorable).length) errors.addFields(row, unstorable);
    else records.push({ row, cells });
  }
  return { header, records };
}

/**
 * A cell as the value a schema checks: '' is `empty` (undefined for a value not given, null to
 * clear one); a number or boolean column's text is converted when it reads as one, and left as
 * text otherwise, so the schema reports it in its own words ("Cost price must be a number").
 */
export function cellValue(cell: string, kind: 'text' | 'number' | 'boolean', empty: null | undefined): unknown {
  const value = cell.trim();
  if (value === '') return empty;
  if (kind === 'number' && /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value)) return Number(value);
  if (kind === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return kind === 'text' ? cell : value;
}

/**
 * CSV text of the records `pages` yields, under a header of `columns` (each record's values by
 * column name; null and undefined as empty cells, booleans as true/false, numbers as they are, text
 * neutralised where a spreadsheet would run it as a formula: neutralisedText). Pull-based: a page is
 * read only when the consumer has taken the one before, so memory stays constant however many
 * records there are. A failing page destroys the stream with its error.
 */
export function csvStream(columns: readonly string[], pages: AsyncIterable<Record<string, unknown>[]>): Readable {
  async function* records() {
    for await (const page of pages) yield* page;
  }
  // csv-stringify quotes a value holding the delimiter (,), a quote or the record delimiter (CRLF). Quoted
  // too: a lone LF or CR (RFC 4180), and `;`, the list separator of many locales, where a spreadsheet
  // splitting `x;=1+1` unquoted would start a cell with the formula (OWASP "CSV Injection": the
  // separators need escaping as well as the first character).
  const stringifier = stringify({
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    quoted_match: /[\r\n;]/,
    cast: { boolean: (value) => (value ? 'true' : 'false'), string: (value, { header }) => (header ? value : neutralisedText(value)) },
  });
  return pipeline(Readable.from(records()), stringifier, () => {});
}
