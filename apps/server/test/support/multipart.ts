/**
 * multipart/form-data bodies for the import routes: file parts (with a filename) and text fields
 * (without one), in the order given.
 */

export interface FormPart {
  name: string;
  /** Makes the part a file part. */
  filename?: string;
  content: string;
}

const BOUNDARY = '----stockroom-test-form';

/** The body of `parts` and the Content-Type that names its boundary. */
export function multipartBody(parts: FormPart[]): { payload: string; contentType: string } {
  const lines = parts.flatMap(({ name, filename, content }) => [
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`,
    ...(filename === undefined ? [] : ['Content-Type: text/csv']),
    '',
    content,
  ]);
  return { payload: [...lines, `--${BOUNDARY}--`, ''].join('\r\n'), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}
