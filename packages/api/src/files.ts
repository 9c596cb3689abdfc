/**
 * Procedures that answer or read a file instead of JSON (decisions 0017 and 0019): the CSV exports
 * and imports and the printed PDF documents. They are procedures like any other (the same guard:
 * authentication, permission, warehouse scope, input validation), declared by `meta.file`; the
 * REST edge sends their file as the response body (`text/csv` streamed, `application/pdf` whole) or
 * reads their upload from the request body, and /trpc answers the file's JSON form (fileSchema).
 */
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { z } from 'zod';
import { AppError } from './errors.js';
import type { Context } from './trpc.js';

export type { FileMeta, FileType } from './trpc.js';

/** A file as a procedure makes it: the name offered for saving it and its content, a stream of text (CSV) or bytes (PDF). */
export interface FileBody {
  filename: string;
  content: Readable | Uint8Array;
}

/**
 * The output schema of a download procedure: the file in a JSON-safe form, which /trpc answers:
 * `filename`, and `content`, the text itself for text/csv, the bytes in base64 for
 * application/pdf. When the caller asked for the file itself (Context.streamFiles, the REST edge)
 * the procedure answers its FileBody instead, which this schema lets through unchanged.
 */
export const fileSchema = z.object({
  filename: z.string().describe('The name offered for saving the file'),
  content: z.string().describe('text/csv: the text of the file; application/pdf: its bytes in base64'),
});
export type FileJson = z.infer<typeof fileSchema>;

/** True when `value` is a FileBody (a procedure's file as the REST edge takes it). */
export const isFileBody = (value: unknown): value is FileBody =>
  typeof value === 'object' && value !== null && typeof (value as FileBody).filename === 'string' && ((value as FileBody).content instanceof Readable || (value as FileBody).content instanceof Uint8Array);

const checkFileJson = fileSchema.parseAsync.bind(fileSchema);
// tRPC checks a procedure's output with parseAsync: a FileBody handed to the REST edge passes as it is.
fileSchema.parseAsync = async (data, params) => (isFileBody(data) ? (data as unknown as FileJson) : checkFileJson(data, params));

/**
 * What a download procedure answers for `file`: the FileBody itself when the caller takes files as
 * they are (Context.streamFiles: the REST edge, which streams a CSV as it is read and sends a
 * PDF's bytes), otherwise its JSON form (fileSchema): a stream is read whole as UTF-8 text, bytes
 * are base64. The declared type is the JSON form, what /trpc clients receive. Throws what reading
 * the stream throws.
 */
export async function fileOf(ctx: Pick<Context, 'streamFiles'>, file: FileBody): Promise<FileJson> {
  if (ctx.streamFiles) return file as unknown as FileJson;
  const content = file.content instanceof Readable ? await text(file.content) : Buffer.from(file.content).toString('base64');
  return { filename: file.filename, content };
}

/**
 * `query` (a download's query parameters) with each optional parameter's description on the
 * schema inside it, where the API document's generator reads it (it unwraps optional parameters);
 * what the schema accepts is unchanged.
 */
export function describedQuery<T extends z.ZodObject>(query: T): T {
  const moved = Object.entries(query.shape).flatMap(([name, field]) =>
    field instanceof z.ZodOptional && field.description !== undefined ? [[name, (field.unwrap() as z.ZodType).describe(field.description).optional()]] : [],
  );
  return query.extend(Object.fromEntries(moved)) as T;
}

/** Today in UTC as YYYY-MM-DD, for the names of exported files (`products-2026-11-23.csv`). */
export const datedFilename = (name: string, extension: string) => `${name}-${new Date().toISOString().slice(0, 10)}.${extension}`;

/** Largest file an upload procedure reads, in bytes (its `meta.bodyLimit`): 100,000 product rows take about 15 MB. */
export const UPLOAD_BODY_LIMIT = 64 * 1024 * 1024;

/** The input field of an upload procedure that holds the file over /trpc (the REST edge reads the request body instead). */
export const uploadField = {
  file: z.string().optional().describe('The file (over /trpc; the REST route reads it from the request body)'),
};

/**
 * The text of an upload procedure's file: the request body when the edge reads one
 * (Context.upload), else the input's `file`. Throws VALIDATION_ERROR "Invalid request data" on
 * field `file` when `file` comes in the input of a request whose body holds the file (there it is
 * no parameter) or when there is no file at all, and whatever Context.upload throws (a body that is
 * no CSV file: VALIDATION_ERROR; too large: PAYLOAD_TOO_LARGE).
 */
export async function uploadOf(ctx: Pick<Context, 'upload'>, input: { file?: string | undefined }): Promise<string> {
  if (ctx.upload) {
    if (input.file !== undefined) throw AppError.validation('Invalid request data', { file: ['Unknown parameter'] });
    return ctx.upload();
  }
  if (input.file === undefined) throw AppError.validation('Invalid request data', { file: ['Send the file'] });
  return input.file;
}
