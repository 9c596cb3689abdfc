/** Small SQL helpers shared by the repositories. */

/** An ILIKE pattern matching `text` anywhere, with `%`, `_` and `\` in it matching themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
