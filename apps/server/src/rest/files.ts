/**
 * Files at the REST edge (decisions 0017 and 0019): the routes of procedures whose `meta.file`
 * declares a file (packages/api files.ts). Such a procedure runs as every other does, through the
 * edge's one handler, rate limit and error handler; only its body or answer is a file. A download
 * answers the procedure's file: text/csv as an attachment, streamed as it is read (a failure after
 * the first bytes cuts the response short), application/pdf inline. An upload's file is the body,
 * text/csv or the one file part of a multipart/form-data body, read only when the procedure asks
 * for it (Context.upload), after its guard: no one without the permissions can make the server
 * hold a file of up to the route's body limit, and a bad body answers after a 401 or 403.
 */
import multipart from '@fastify/multipart';
import { AppError, type FileBody, type FileType } from '@stockroom/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';

/** How the REST route sends each type: its Content-Type, and whether the browser saves it (attachment) or shows it (inline). */
const sent: Record<FileType, { contentType: string; disposition: 'attachment' | 'inline' }> = {
  'text/csv': { contentType: 'text/csv; charset=utf-8', disposition: 'attachment' },
  'application/pdf': { contentType: 'application/pdf', disposition: 'inline' },
};

/** Sends `file` of `type` as the response body, named for saving in Content-Disposition. */
export const sendFile = (reply: FastifyReply, type: FileType, file: FileBody) =>
  reply
    .header('content-type', sent[type].contentType)
    .header('content-disposition', `${sent[type].disposition}; filename="${file.filename}"`)
    .send(file.content instanceof Readable ? file.content : Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));

const utf8 = new TextDecoder('utf-8', { fatal: true });
const invalidBody = (message: string) => AppError.validation('Invalid request data', { body: [message] });
const invalidFile = (message: string) => AppError.validation('Invalid request data', { file: [message] });
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');

/**
 * Installs the body parsers of upload routes in `scope` (the plugin that registers them, so that
 * other routes keep reading JSON only): multipart/form-data read on demand by @fastify/multipart, and
 * text/csv left unread for the upload to read (readBody). `limit` is the largest file, in bytes.
 */
export async function readUploads(scope: FastifyInstance, limit: number): Promise<void> {
  // One file part (a second is read only to be refused by name) and one short text field (read
  // only to be refused by name); more answers PAYLOAD_TOO_LARGE.
  await scope.register(multipart, { limits: { fileSize: limit, files: 2, fields: 1, fieldSize: 1024, parts: 3 } });
  scope.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
}

/**
 * The bytes of a body `readUploads` left unread, as Fastify's own parsers read one. Throws
 * PAYLOAD_TOO_LARGE when it is (or says in Content-Length it is) over `limit` bytes,
 * VALIDATION_ERROR when it is cut short.
 */
function readBody(request: FastifyRequest, body: Readable, limit: number): Promise<Buffer> {
  if (Number(request.headers['content-length']) > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const stop = (error: AppError) => {
      body.removeAllListeners('data');
      // The rest is read and dropped, so that the connection can carry the next request.
      body.resume();
      reject(error);
    };
    body.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) stop(tooLarge());
      else chunks.push(chunk);
    });
    body.on('error', () => stop(invalidBody('The body could not be read')));
    body.on('end', () => resolve(Buffer.concat(chunks, length)));
  });
}

/**
 * The bytes of the one file part named `file` of a multipart/form-data body, which may hold nothing
 * else. Throws VALIDATION_ERROR under the field's own name for a text field (options go in the
 * query string, `?dryRun=true`, where they are read; a form field would otherwise be dropped
 * unread); VALIDATION_ERROR (field `file`) for a file part of another name, a second part named
 * `file`, or no file part named `file` (a text field of that name included); VALIDATION_ERROR
 * (field `body`) for a body that is no well-formed multipart (no boundary, cut short, a part named
 * after an Object property); PAYLOAD_TOO_LARGE for a file over the limit or more parts than allowed.
 */
async function multipartFile(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  let named = 0;
  try {
    for await (const part of request.parts()) {
      if (part.fieldname === 'file' && ++named > 1) throw invalidFile('Send one file: the body has more than one part named file');
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw invalidFile(`Send the CSV as the part named file; the body has a file part named ${JSON.stringify(part.fieldname)}`);
        bytes = await part.toBuffer();
      } else if (part.fieldname !== 'file') {
        throw AppError.validation('Invalid request data', {
          [part.fieldname]: ['Form fields are not read: send options in the query string (e.g. ?dryRun=true), and only the file in the multipart body'],
        });
      }
    }
  } catch (error) {
    // The rest of a refused body is read and dropped, so that the connection can carry the next request.
    request.raw.unpipe();
    request.raw.resume();
    // The parser's own errors (busboy's carry no status) are the client's body, but for the size limits (413).
    if (error instanceof AppError) throw error;
    if ((error as { statusCode?: unknown }).statusCode === 413) throw tooLarge();
    throw invalidBody('The multipart/form-data body could not be read');
  }
  if (bytes) return bytes;
  throw invalidFile(named ? 'The part named file must be a file (a part with a filename), not a text field' : 'A multipart body must carry the CSV as its part named file');
}

/**
 * The text of an upload's file (Context.upload): a text/csv body, or the file part named `file` of
 * a multipart/form-data body (multipartFile), of at most `limit` bytes. Throws VALIDATION_ERROR for
 * another content type, a multipart body without exactly one such file, or bytes that are not
 * UTF-8; PAYLOAD_TOO_LARGE for a file over `limit`.
 */
export async function uploadedText(request: FastifyRequest, limit: number): Promise<string> {
  let bytes: Buffer;
  if (request.isMultipart()) {
    bytes = await multipartFile(request);
  } else if (request.body instanceof Readable) {
    bytes = await readBody(request, request.body, limit);
  } else if (/^text\/csv\b/i.test(request.headers['content-type'] ?? '') && request.body === undefined) {
    bytes = Buffer.alloc(0);
  } else {
    throw invalidBody('Send the CSV as the body with Content-Type text/csv, or as the file of a multipart/form-data body');
  }
  try {
    return utf8.decode(bytes);
  } catch {
    throw invalidBody('The file must be UTF-8 text');
  }
}
