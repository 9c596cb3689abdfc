/** The file name a server answer offers in its Content-Disposition header (`filename="…"`), or `fallback` when it names none. */
export const attachmentName = (response: Response, fallback: string): string =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
