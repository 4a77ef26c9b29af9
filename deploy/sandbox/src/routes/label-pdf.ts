/**
 * A label as a 4x6 inch PDF, as carriers print them: carrier and service, From and To, the
 * tracking number as text and as a Code 128 barcode, and the reference. A return of several parcels
 * gets one page per parcel (the platform's answer has one label link), each with its own tracking
 * number and "Parcel 2 of 3". The document's title names the first tracking number, so a reader (or
 * a test) finds it without reading the page.
 */
import bwipjs from 'bwip-js/node';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Label } from '../store/labels';

/** 4 x 6 inches in points. */
export const LABEL_PAGE_SIZE: [number, number] = [288, 432];

const MARGIN = 16;
const INK = rgb(0.07, 0.07, 0.07);
const GREY = rgb(0.35, 0.35, 0.35);

/** The standard fonts speak WinAnsi: anything outside Latin-1 would make pdf-lib throw. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** Draws lines of text downwards from `y`, answering the y below them. */
function write(
  page: PDFPage,
  lines: string[],
  y: number,
  style: { font: PDFFont; size: number; color?: ReturnType<typeof rgb> },
): number {
  let cursor = y;
  for (const line of lines) {
    cursor -= style.size * 1.25;
    page.drawText(printable(line), {
      x: MARGIN,
      y: cursor,
      size: style.size,
      font: style.font,
      color: style.color ?? INK,
      maxWidth: LABEL_PAGE_SIZE[0] - 2 * MARGIN,
    });
  }
  return cursor;
}

function rule(page: PDFPage, y: number) {
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: LABEL_PAGE_SIZE[0] - MARGIN, y },
    thickness: 1,
    color: INK,
  });
}

/** The label's PDF (uncompressed objects, so its text can be searched). */
export async function renderLabelPdf(label: Label): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Return label ${label.trackingNumber}`);
  pdf.setSubject(`${label.carrierName} ${label.service}, reference ${label.reference}`);
  pdf.setCreator('Returns portal sandbox');
  pdf.setProducer('Returns portal sandbox');
  // The label's own time: the same label draws the same document.
  pdf.setCreationDate(label.createdAt);
  pdf.setModificationDate(label.createdAt);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const numbers = label.trackingNumbers.length > 0 ? label.trackingNumbers : [label.trackingNumber];
  for (const [index, trackingNumber] of numbers.entries()) {
    await drawParcel(pdf, label, fonts, {
      trackingNumber,
      parcel: numbers.length > 1 ? `Parcel ${index + 1} of ${numbers.length}` : null,
    });
  }
  return pdf.save({ useObjectStreams: false });
}

/** One parcel's page. */
async function drawParcel(
  pdf: PDFDocument,
  label: Label,
  { regular, bold }: { regular: PDFFont; bold: PDFFont },
  { trackingNumber, parcel }: { trackingNumber: string; parcel: string | null },
) {
  const page = pdf.addPage(LABEL_PAGE_SIZE);
  const [width, height] = LABEL_PAGE_SIZE;

  let y = write(page, ['SANDBOX LABEL - NOT VALID FOR SHIPPING'], height - 8, {
    font: regular,
    size: 7,
    color: GREY,
  });
  y = write(page, [label.carrierName], y, { font: bold, size: 20 });
  y = write(page, [label.service], y, { font: regular, size: 10 });
  if (parcel) y = write(page, [parcel], y, { font: bold, size: 10 });
  rule(page, y - 6);

  y = write(page, ['From'], y - 8, { font: bold, size: 8, color: GREY });
  y = write(page, [label.sender.name ?? 'A shopper', ...label.sender.lines], y, { font: regular, size: 10 });
  y = write(page, ['To'], y - 6, { font: bold, size: 8, color: GREY });
  y = write(page, [label.receiver.companyName], y, { font: bold, size: 13 });
  y = write(page, label.receiver.lines, y, { font: regular, size: 12 });
  rule(page, y - 8);

  y = write(page, ['Tracking number'], y - 10, { font: bold, size: 8, color: GREY });
  y = write(page, [trackingNumber], y, { font: bold, size: 13 });
  const barcode = await pdf.embedPng(
    await bwipjs.toBuffer({
      bcid: 'code128',
      text: trackingNumber,
      scale: 3,
      height: 12,
      includetext: true,
    }),
  );
  const barcodeWidth = Math.min(width - 2 * MARGIN, barcode.width);
  const barcodeHeight = (barcode.height * barcodeWidth) / barcode.width;
  y -= 8 + barcodeHeight;
  page.drawImage(barcode, { x: (width - barcodeWidth) / 2, y, width: barcodeWidth, height: barcodeHeight });

  if (label.paperlessCode) {
    y = write(page, [`Paperless code ${label.paperlessCode.code}`], y - 4, { font: bold, size: 10 });
  }
  write(page, [`Reference ${label.reference}`], MARGIN + 10, { font: regular, size: 8, color: GREY });
}
