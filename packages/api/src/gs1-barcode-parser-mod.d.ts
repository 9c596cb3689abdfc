/** The part of gs1-barcode-parser-mod (CommonJS, untyped) that gs1.ts uses. */
declare module 'gs1-barcode-parser-mod' {
  namespace gs1Parser {
    interface ParsedElement {
      /** The application identifier. */
      ai: string;
      /** GS1's title of the AI. */
      dataTitle: string;
      /** The element's text as it stood in the code. */
      raw: string;
      /** A date element's day (and time) as ISO text, else "". */
      isoDate: string;
    }
    /** Parses a GS1 element string; throws a string naming what failed. */
    function parseBarcode(code: string): { codeName: string; parsedCodeItems: ParsedElement[] };
  }
  export default gs1Parser;
}
