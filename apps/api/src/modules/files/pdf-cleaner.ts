import { PDFArray, PDFDict, PDFDocument, type PDFObject, PDFRef, PDFStream } from 'pdf-lib';
import { pdfActiveContent, pdfCorrupt, pdfEncrypted, pdfTooManyPages } from './files.errors.ts';

/** A paper prescription is a page or two; a long PDF is something else. */
export const MAX_PDF_PAGES = 20;

/**
 * Keys that make a PDF do something rather than show something: scripts, launching programs, files
 * carried inside, forms that submit or import, Flash-era rich media, XFA forms. A prescription scan
 * needs none of them, and a viewer that runs them is the attack surface, so such a PDF is refused.
 */
const ACTIVE_KEYS = new Set(['/JavaScript', '/JS', '/Launch', '/EmbeddedFile', '/EmbeddedFiles', '/RichMedia', '/XFA', '/SubmitForm', '/ImportData', '/GoToE']);

export interface CleanPdf {
  bytes: Buffer;
  pages: number;
}

/**
 * Parses the PDF strictly (an invalid object fails the upload), refuses encrypted ones (a viewer could
 * not open them without the password anyway) and active content, and stores pdf-lib's rewrite rather
 * than the bytes as given: only the document's objects are written back, so whatever was glued before
 * the objects or after `%%EOF` (the ZIP, HTML or script half of a polyglot) is gone. The rewrite drops
 * incremental-update history and invalidates a digital signature; a scanned prescription carries none.
 */
export async function cleanPdf(input: Buffer): Promise<CleanPdf> {
  let doc: PDFDocument;
  try {
    // Loaded even when encrypted, to tell "locked" from "broken" (pdf-lib's own EncryptedPDFError fails
    // `instanceof`: the library is compiled to ES5 classes).
    doc = await PDFDocument.load(input, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
  } catch {
    throw pdfCorrupt();
  }
  if (doc.isEncrypted) throw pdfEncrypted();
  let pages: number;
  try {
    pages = doc.getPageCount();
  } catch {
    throw pdfCorrupt();
  }
  if (pages === 0) throw pdfCorrupt();
  if (pages > MAX_PDF_PAGES) throw pdfTooManyPages(MAX_PDF_PAGES);
  if (hasActiveContent(doc)) throw pdfActiveContent();
  try {
    const bytes = await doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
    return { bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), pages };
  } catch {
    throw pdfCorrupt();
  }
}

/** Walks every object, direct ones nested in dictionaries and arrays included, for an active key. */
function hasActiveContent(doc: PDFDocument): boolean {
  const seen = new Set<PDFObject>();
  const stack: PDFObject[] = doc.context.enumerateIndirectObjects().map(([, object]) => object);
  const { Root, Info } = doc.context.trailerInfo;
  if (Root) stack.push(Root);
  if (Info) stack.push(Info);
  while (stack.length > 0) {
    const object = stack.pop()!;
    if (seen.has(object)) continue;
    seen.add(object);
    if (object instanceof PDFRef) {
      const target = doc.context.lookup(object);
      if (target) stack.push(target);
      continue;
    }
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (dict) {
      for (const [key, value] of dict.entries()) {
        if (ACTIVE_KEYS.has(key.asString())) return true;
        // An action names its kind in /S (/S /JavaScript, /S /Launch) rather than in a key.
        if (key.asString() === '/S' && ACTIVE_KEYS.has(value.toString())) return true;
        stack.push(value);
      }
    } else if (object instanceof PDFArray) {
      stack.push(...object.asArray());
    }
  }
  return false;
}
