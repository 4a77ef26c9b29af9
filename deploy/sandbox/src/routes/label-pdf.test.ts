import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Label } from '../store/labels';
import { LABEL_PAGE_SIZE, renderLabelPdf } from './label-pdf';

const label: Label = {
  id: 'label-1',
  carrierName: 'DHL',
  service: 'DHL point, no printer needed',
  reference: 'ro-4821',
  trackingNumber: 'JVGL123456789012',
  trackingNumbers: ['JVGL123456789012'],
  createdAt: new Date('2026-03-10T10:00:00Z'),
  sender: {
    name: 'Paula de Vries',
    countryCode: 'NL',
    lines: ['Prinsengracht 263', '1016 GV Amsterdam', 'NL'],
  },
  receiver: {
    companyName: 'Nordwind Outfitters Returns',
    lines: ['Havenstraat 12 B', '1011 AB Amsterdam', 'NL'],
  },
  paperlessCode: { code: 'RTN-4821-7730', validUntil: '2026-03-24T10:00:00.000Z' },
};

/** The page's drawing operators as text, with pdf-lib's hex strings (standard-font text) decoded. */
function pageText(pdf: PDFDocument, index = 0): string {
  const contents = pdf.getPage(index).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const raw = streams
    .map((ref) => pdf.context.lookup(ref))
    .filter((stream) => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
  return raw.replace(/<([0-9A-Fa-f]+)>/g, (_, code: string) => Buffer.from(code, 'hex').toString('latin1'));
}

describe('renderLabelPdf', () => {
  it('draws one 4x6 inch page titled with the tracking number, with the text and a barcode image', async () => {
    const bytes = await renderLabelPdf(label);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([width, height]).toEqual(LABEL_PAGE_SIZE);
    expect(LABEL_PAGE_SIZE).toEqual([288, 432]);
    expect(pdf.getTitle()).toBe('Return label JVGL123456789012');
    expect(pdf.getSubject()).toContain('ro-4821');

    const text = pageText(pdf);
    for (const expected of [
      'DHL',
      'DHL point, no printer needed',
      'From',
      'Paula de Vries',
      'To',
      'Nordwind Outfitters Returns',
      'Havenstraat 12 B',
      'JVGL123456789012',
      'Reference ro-4821',
      'Paperless code RTN-4821-7730',
    ]) {
      expect(text).toContain(expected);
    }
    const xObjects = pdf.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    expect(xObjects?.keys()).toHaveLength(1);
  });

  it('draws a shopper without a name, and text outside the fonts, without failing', async () => {
    const bytes = await renderLabelPdf({
      ...label,
      sender: { name: null, countryCode: 'SE', lines: ['Göteborg ✓', 'SE'] },
      paperlessCode: null,
    });
    const text = pageText(await PDFDocument.load(bytes));
    expect(text).toContain('A shopper');
    expect(text).toContain('Göteborg ?');
    expect(text).not.toContain('Paperless code');
  });

  it('draws one page per parcel, each with its own tracking number and "Parcel n of m"', async () => {
    const numbers = ['JVGL111111111111', 'JVGL222222222222', 'JVGL333333333333'];
    const pdf = await PDFDocument.load(
      await renderLabelPdf({ ...label, trackingNumber: numbers[0] ?? '', trackingNumbers: numbers }),
    );
    expect(pdf.getPageCount()).toBe(3);
    for (const [index, number] of numbers.entries()) {
      const text = pageText(pdf, index);
      expect(text).toContain(number);
      expect(text).toContain(`Parcel ${index + 1} of 3`);
      expect(text).toContain('Havenstraat 12 B');
      for (const other of numbers.filter((candidate) => candidate !== number))
        expect(text).not.toContain(other);
    }
    expect(pdf.getPage(2).getSize()).toEqual({ width: LABEL_PAGE_SIZE[0], height: LABEL_PAGE_SIZE[1] });
    // One parcel: no parcel line.
    expect(pageText(await PDFDocument.load(await renderLabelPdf(label)))).not.toContain('Parcel 1 of');
  });
});
