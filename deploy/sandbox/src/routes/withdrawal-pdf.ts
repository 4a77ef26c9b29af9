/**
 * The acknowledgement of a withdrawal as an A4 PDF, the durable copy attached to its e-mail: the
 * shop, the statement's content and when it was received (UTC). The document's title names the
 * statement, so a reader (or a test) finds it without reading the page.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { StoredWithdrawal } from '../store/withdrawals';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.07, 0.07, 0.07);
const GREY = rgb(0.35, 0.35, 0.35);

/** The standard fonts speak WinAnsi: accents fall back to their base letter, anything else to `?`. */
const printable = (text: string) =>
  [...text.normalize('NFC')]
    .map((char) => {
      if (/[\x20-\x7e\xa0-\xff]/.test(char)) return char;
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return /^[\x20-\x7e\xa0-\xff]+$/.test(base) ? base : '?';
    })
    .join('');

/** `text` broken into lines of at most `width` points. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Writes `text` downwards from `y`, answering the y below it. */
function write(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK): number {
  let cursor = y;
  for (const line of wrap(text, font, size, A4[0] - 2 * MARGIN)) {
    cursor -= size * 1.35;
    page.drawText(line, { x: MARGIN, y: cursor, size, font, color });
  }
  return cursor;
}

/** The acknowledgement's PDF (uncompressed objects, so its text can be searched). */
export async function renderWithdrawalPdf(
  statement: StoredWithdrawal,
  shopName: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Withdrawal ${statement.withdrawalId}`);
  pdf.setSubject(`Acknowledgement of a withdrawal from a contract with ${printable(shopName)}`);
  pdf.setCreator('Returns portal sandbox');
  pdf.setProducer('Returns portal sandbox');
  const received = new Date(statement.receivedAt);
  pdf.setCreationDate(received);
  pdf.setModificationDate(received);
  const page = pdf.addPage(A4);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  let y = write(page, printable(shopName), A4[1] - MARGIN, bold, 18);
  y = write(page, 'Acknowledgement of your withdrawal', y - 6, bold, 14);
  y = write(
    page,
    `We received your statement withdrawing from the contract on ${received.toISOString().replace('T', ' ').slice(0, 19)} UTC. Keep this document: it records what you sent and when.`,
    y - 6,
    regular,
    11,
  );
  const fields: [string, string][] = [
    ['Reference', statement.withdrawalId],
    ['Name', statement.name],
    ['Order number', statement.orderNumber],
    ['E-mail address', statement.email],
    ['Items', statement.items || 'All items of the order'],
    ['Remark', statement.remark || '-'],
  ];
  for (const [label, value] of fields) {
    y = write(page, label, y - 10, bold, 9, GREY);
    y = write(page, value, y, regular, 11);
  }
  write(
    page,
    'The shop will contact you about returning the items and your refund.',
    y - 18,
    regular,
    10,
    GREY,
  );
  return pdf.save({ useObjectStreams: false });
}
