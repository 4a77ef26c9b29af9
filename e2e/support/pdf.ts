/**
 * What a PDF the portal or the sandbox made says: its title and the text it draws with the standard
 * fonts (`<hex> Tj` strings in the pages' content streams), so a test can check a label or an
 * invoice by its content, not just by its type.
 */
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/** The document's title and all its drawn text, pages joined. */
export async function readPdf(bytes: Uint8Array): Promise<{ title: string | undefined; text: string }> {
  const doc = await PDFDocument.load(bytes);
  const text = doc
    .getPages()
    .flatMap((page) => {
      const contents = page.node.Contents();
      const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
      return refs.map((ref) => {
        const stream = doc.context.lookup(ref);
        return stream instanceof PDFRawStream
          ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')
          : '';
      });
    })
    .flatMap((operators) => [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)])
    .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'))
    .join('\n');
  return { title: doc.getTitle(), text };
}
