/**
 * `GET /commercial-invoice.pdf?returnOrderId={id}`: the commercial invoice a shopper returning goods
 * from outside the EU puts with the parcel for customs, drawn from the platform's return order. Only
 * the signed-in consumer's own return orders: the platform is asked with the shopper's cookie.
 */
import {
  type ReturnAddress,
  type ReturnedItem,
  type ReturnOrder,
  returnOrderSchema,
} from '@portal/shared/schemas';
import { consumerPath } from '@portal/shared/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { z } from 'zod';
import type { ServerOptions } from '../config';
import { SESSION_COOKIE, sessionConsumerId } from '../platform-session';

// The id goes into the platform's URL and the file name: nothing that could change either's meaning.
// Once: a repeated one (`?returnOrderId=a&returnOrderId=b`) arrives as a list and is refused.
const invoiceQuery = z.object({
  returnOrderId: z
    .string({ error: 'a return order id is required' })
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'letters, digits, _ or -, at most 100'),
});
// As platform-session.ts: an error for the shopper rather than a hanging download.
const PLATFORM_TIMEOUT_MS = 5_000;

/** The consumer's return order, or null when the platform will not show it to this session. */
async function fetchReturnOrder(
  coreApiUrl: string,
  consumerId: string,
  returnOrderId: string,
  cookie: string,
): Promise<ReturnOrder | null> {
  const response = await fetch(`${coreApiUrl}${consumerPath(consumerId)}/return-order/${returnOrderId}`, {
    headers: { accept: 'application/json', cookie },
    signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
  });
  // Not found and not allowed look the same to the shopper: another consumer's order does not exist.
  if (response.status === 401 || response.status === 403 || response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`Return order: HTTP ${response.status}`);
  }
  return returnOrderSchema.parse(await response.json());
}

// Letters with no WinAnsi form that NFKD cannot take apart into one.
const LOOKALIKES: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i' };

/**
 * `text` in characters the standard fonts can encode (WinAnsi): drawing any other throws. Accents
 * outside it fall back to their base letter, anything else to `?`; line breaks would break the layout.
 */
function printable(text: string, charset: Set<number>): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\s+/g, ' ').trim()) {
    if (charset.has(char.codePointAt(0) ?? 0)) {
      out += char;
      continue;
    }
    const base = LOOKALIKES[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
    // A lone combining mark has no base to keep.
    if (base === '') continue;
    out += [...base].every((part) => charset.has(part.codePointAt(0) ?? 0)) ? base : '?';
  }
  return out;
}

/** `text` cut (with an ellipsis) to `width` points, so a long name cannot run into the next column. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

function addressLines(address: ReturnAddress | null | undefined): string[] {
  if (!address) return [];
  return [
    joined(address.street, address.houseNumber, address.houseNumberSuffix),
    joined(address.postalCode, address.city),
    joined(address.stateProvinceCode),
  ];
}

const amount = (value: number) => value.toFixed(2);

const MARGIN = 50;
const SIZE = 10;
const LINE = 14;
// Description, SKU, quantity, unit value, line value, currency across A4's 495 points between margins.
const COLUMNS = [
  { title: 'Description', x: 50, width: 170, right: false },
  { title: 'SKU', x: 225, width: 90, right: false },
  { title: 'Qty', x: 320, width: 30, right: true },
  { title: 'Unit value', x: 355, width: 65, right: true },
  { title: 'Line value', x: 425, width: 70, right: true },
  { title: 'Currency', x: 500, width: 45, right: false },
] as const;

/** The invoice as PDF bytes. */
async function invoicePdf(
  order: ReturnOrder,
  items: ReturnedItem[],
  returnOrderId: string,
  date: Date,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Commercial invoice ${returnOrderId}`);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set(regular.getCharacterSet());
  let page: PDFPage = doc.addPage(PageSizes.A4);
  let y = page.getHeight() - MARGIN;
  const right = page.getWidth() - MARGIN;

  const draw = (
    value: string,
    x: number,
    { font = regular, size = SIZE, width = right - x, alignRight = false } = {},
  ) => {
    const shown = fit(printable(value, charset), font, size, width);
    if (!shown) return;
    const offset = alignRight ? width - font.widthOfTextAtSize(shown, size) : 0;
    page.drawText(shown, { x: x + offset, y, size, font });
  };
  const rule = (from = MARGIN, to = right) =>
    page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.5 });
  const tableHeader = () => {
    for (const column of COLUMNS)
      draw(column.title, column.x, { font: bold, size: 9, width: column.width, alignRight: column.right });
    y -= 5;
    rule();
    y -= LINE;
  };

  draw('Commercial invoice', MARGIN, { font: bold, size: 20 });
  y -= 32;
  for (const [label, value] of [
    ['Return order', returnOrderId],
    ['Date', date.toISOString().slice(0, 10)],
    ['Reason for export', 'Return of goods'],
  ] as const) {
    draw(`${label}:`, MARGIN, { font: bold });
    draw(value, 160);
    y -= LINE;
  }

  y -= LINE;
  const sender = order.shipment?.sender;
  const receiver = order.shipment?.receiver;
  const parties = [
    {
      title: 'Sender',
      x: MARGIN,
      lines: [sender?.name, ...addressLines(sender?.address), sender?.countryCode],
    },
    {
      title: 'Receiver',
      x: 310,
      lines: [receiver?.companyName, ...addressLines(receiver?.address), receiver?.address?.countryCode],
    },
  ].map((party) => ({ ...party, lines: party.lines.filter((line): line is string => Boolean(line)) }));
  for (const party of parties) draw(party.title, party.x, { font: bold });
  y -= LINE;
  for (let row = 0; row < Math.max(...parties.map((party) => party.lines.length)); row += 1) {
    for (const party of parties) draw(party.lines[row] ?? '', party.x, { width: 235 });
    y -= LINE;
  }

  y -= LINE;
  tableHeader();
  const totals = new Map<string, number>();
  for (const item of items) {
    if (y < MARGIN) {
      page = doc.addPage(PageSizes.A4);
      y = page.getHeight() - MARGIN;
      tableHeader();
    }
    const lineValue = item.price.value * item.quantity;
    totals.set(item.price.currency, (totals.get(item.price.currency) ?? 0) + lineValue);
    const cells = [
      item.name,
      item.sku ?? '',
      String(item.quantity),
      amount(item.price.value),
      amount(lineValue),
      item.price.currency,
    ];
    COLUMNS.forEach((column, index) => {
      draw(cells[index] ?? '', column.x, { width: column.width, alignRight: column.right });
    });
    y -= LINE;
  }

  // Totals, declaration and signature stay together: a signature alone on a page vouches for nothing.
  if (y - LINE * totals.size - 110 < MARGIN) {
    page = doc.addPage(PageSizes.A4);
    y = page.getHeight() - MARGIN;
  } else {
    y += LINE - 5;
  }
  rule();
  y -= LINE;
  // One total per currency: amounts in different currencies do not add up.
  for (const [currency, total] of totals) {
    draw('Total value', 320, { font: bold, width: 100, alignRight: true });
    draw(amount(total), 425, { font: bold, width: 70, alignRight: true });
    draw(currency, 500, { font: bold, width: 45 });
    y -= LINE;
  }
  y -= 2 * LINE;
  draw('I declare that the information on this invoice is true and correct.', MARGIN);
  y -= 3 * LINE;
  rule(MARGIN, 250);
  rule(310, right);
  y -= 12;
  draw('Signature of the sender', MARGIN, { size: 9 });
  draw('Place and date', 310, { size: 9 });
  return doc.save();
}

/** Whom to ask for the return order. */
type CommercialInvoiceOptions = Pick<ServerOptions, 'coreApiUrl'>;

/**
 * Registers `GET /commercial-invoice.pdf`: 400 for a bad `returnOrderId`, 401 without a session, 404
 * for a return order the platform does not show this consumer, 502 when the platform fails or its
 * return order has no items to declare, else the invoice as an inline PDF.
 */
export const commercialInvoiceRoutes: FastifyPluginAsyncZod<CommercialInvoiceOptions> = async (
  app,
  options,
) => {
  app.get('/commercial-invoice.pdf', { schema: { querystring: invoiceQuery } }, async (request, reply) => {
    // The shopper's name and address: no shared cache may keep them.
    reply.header('cache-control', 'private, no-store');
    const { returnOrderId } = request.query;
    const cookie = request.headers.cookie;
    if (!cookie || !request.cookies[SESSION_COOKIE]) return reply.code(401).send({ error: 'not_signed_in' });

    let order: ReturnOrder | null;
    try {
      const consumerId = await sessionConsumerId(options.coreApiUrl, cookie);
      if (!consumerId) return reply.code(401).send({ error: 'not_signed_in' });
      order = await fetchReturnOrder(options.coreApiUrl, consumerId, returnOrderId, cookie);
    } catch (error) {
      request.log.warn({ err: error }, 'The platform gave no usable return order for the invoice');
      return reply.code(502).send({ error: 'platform_error' });
    }
    if (!order) return reply.code(404).send({ error: 'not_found' });
    const items = order.returnedItems ?? [];
    if (items.length === 0) {
      request.log.warn('The return order lists no returned items to declare');
      return reply.code(502).send({ error: 'platform_error' });
    }

    const pdf = await invoicePdf(order, items, returnOrderId, new Date());
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="commercial-invoice-${returnOrderId}.pdf"`)
      .send(Buffer.from(pdf));
  });
};
