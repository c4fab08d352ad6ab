/**
 * The credit note (« facture d'avoir ») of one refund, in French, with pdfkit and the embedded fonts
 * of `pdf/fonts.ts`: its own number (`AV-<year>-<n>`, its own sequence) and date, the invoice it
 * corrects (number and date as the invoice prints them), the platform and the seller it is issued on
 * behalf of, the customer, what is credited (items, standard delivery) and, like the invoice, the
 * amounts by tax rate (domain `creditNoteTaxes`) with the totals excluding and including tax. Dates
 * are the order's island's days. Served to the order's owner only.
 */
import {
  formatDateIn,
  regionTimeZone,
  SHOP_LEGAL_IDENTITY,
  territoryByRootPath,
  type Order,
} from '@shop/domain';
import { creditNoteTaxes, type RefundedPart } from '@shop/domain/credit-note';
import PDFDocument from 'pdfkit';
import type { Database } from '../db/database.js';
import { invoiceNumber, loadOrder, orderRowOf, sellerLegal } from '../orders/public.js';
import { pdfEuros, pdfPercent } from '../pdf/amounts.js';
import { PDF_FONT, PDF_FONT_BOLD, printable, registerPdfFonts } from '../pdf/fonts.js';
import { Refunds } from '../payment/refunds.js';
import { afterSalesError } from './replies.js';
import * as repository from './repository.js';

const MARGIN = 48;
const WIDTH = 595.28 - 2 * MARGIN;
const credited = (cents: number) => `−${pdfEuros(cents)}`;

/**
 * What the note gives back, each part at the rate the order's invoice taxed it: an item at its
 * line's rate in the frozen cart (docking fees in Saint-Barthélemy, as the invoice says), the
 * delivery at the order's transport rate, as VAT (`orders/service.ts` adds it to the invoice's VAT).
 */
function refundedParts(note: repository.CreditNoteRow, order: Order, deliveryRate: number): RefundedPart[] {
  const kind =
    territoryByRootPath(order.rootCategoryPath)?.taxRegime === 'DOCKING_FEES' ? 'DOCKING_FEES' : 'VAT';
  const parts: RefundedPart[] = note.detail.items.map((item) => {
    const line =
      order.items.find(
        (candidate) =>
          candidate.productReference === item.productReference &&
          (note.shop_id === null || candidate.shopId === note.shop_id),
      ) ?? order.items.find((candidate) => candidate.productReference === item.productReference);
    if (!line) throw new Error(`credit note ${note.number}: ${item.productReference} is not in its order`);
    return { amount: item.amount, rate: Math.round(line.taxRate * 100), kind };
  });
  if (note.detail.delivery > 0) parts.push({ amount: note.detail.delivery, rate: deliveryRate, kind: 'VAT' });
  return parts;
}

export async function creditNotePdf(db: Database, number: string, customerId: string): Promise<Buffer> {
  const note = await repository.creditNoteOf(db, number, customerId);
  if (!note) throw afterSalesError('credit-note-not-found');
  const loaded = (await loadOrder(db, { reference: note.order_reference }, customerId))!;
  const order = loaded.order;
  const seller = note.shop_id ? (await sellerLegal(db, [note.shop_id]))[note.shop_id] : undefined;
  const orderRow = (await orderRowOf(db, note.order_reference, customerId))!;
  const refund = (await Refunds.ofCheckout(db, orderRow.checkout_id)).find(
    (candidate) => candidate.id === note.refund_id,
  );
  const taxes = creditNoteTaxes(refundedParts(note, order, orderRow.shipping_tax_rate), note.amount);
  const timeZone = regionTimeZone(order.rootCategoryPath);
  const date = (instant: Date | string) => formatDateIn(instant, timeZone);

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Facture d’avoir ${note.number}`,
      Author: SHOP_LEGAL_IDENTITY.legalName,
      CreationDate: note.created_at,
    },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const line = (text: string, options: { bold?: boolean; size?: number } = {}) =>
    doc
      .font(options.bold ? PDF_FONT_BOLD : PDF_FONT)
      .fontSize(options.size ?? 9)
      .fillColor('#000000')
      .text(printable(text, 400), MARGIN, doc.y, { width: WIDTH });
  /** One row of cells, the first left-aligned and the amounts right-aligned. */
  const row = (cells: string[], widths: number[], bold = false) => {
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    doc.font(bold ? PDF_FONT_BOLD : PDF_FONT).fontSize(9);
    cells.forEach((cell, index) => {
      const width = widths[index]!;
      doc.text(index === 0 ? printable(cell, 300) : cell, x, y, {
        width: width - 4,
        align: index === 0 ? 'left' : 'right',
      });
      bottom = Math.max(bottom, doc.y);
      x += width;
    });
    doc.x = MARGIN;
    doc.y = bottom + 2;
  };
  const totals = [WIDTH - 120, 120];

  line('FACTURE D’AVOIR', { bold: true, size: 16 });
  line(`N° ${note.number} — émise le ${date(note.created_at)}`, { bold: true });
  line(
    `Rectifie la facture ${invoiceNumber(order)} du ${date(order.payment.date ?? order.creationDate)} ` +
      `(commande ${order.reference} du ${date(order.creationDate)})`,
  );
  doc.moveDown();
  line(`${SHOP_LEGAL_IDENTITY.legalName}, ${SHOP_LEGAL_IDENTITY.legalForm}`, { bold: true });
  line(`${SHOP_LEGAL_IDENTITY.street}, ${SHOP_LEGAL_IDENTITY.postCode} ${SHOP_LEGAL_IDENTITY.city}`);
  line(
    `SIRET ${SHOP_LEGAL_IDENTITY.siret} — ${SHOP_LEGAL_IDENTITY.rcs} — TVA ${SHOP_LEGAL_IDENTITY.vatNumber}`,
  );
  if (note.detail.shopName) {
    line(
      `Au nom et pour le compte du vendeur ${seller?.legalName ?? note.detail.shopName}` +
        `${seller?.street ? `, ${seller.street}` : ''}${seller?.postCode ? `, ${seller.postCode}` : ''} ${seller?.city ?? ''}` +
        `${seller?.siret ? ` — SIRET ${seller.siret}` : ''}${seller?.vatNumber ? ` — TVA ${seller.vatNumber}` : ''}`,
    );
  }
  doc.moveDown();
  const billing = order.billingAddress;
  line('Client', { bold: true });
  line(`${billing.firstName} ${billing.lastName}${billing.company ? `, ${billing.company}` : ''}`);
  line(`${billing.street}, ${billing.postCode} ${billing.city}`);
  doc.moveDown();
  line(`Motif : ${note.detail.reason}`, { bold: true });
  doc.moveDown(0.5);
  for (const item of note.detail.items)
    row(
      [`${item.quantity} × ${item.productName} (réf. ${item.productReference})`, credited(item.amount)],
      totals,
    );
  if (note.detail.delivery > 0) row(['Frais de livraison', credited(note.detail.delivery)], totals);
  const listed = note.detail.items.reduce((sum, item) => sum + item.amount, 0) + note.detail.delivery;
  if (listed > note.amount)
    row(['Plafonné au montant restant du paiement', `+${pdfEuros(listed - note.amount)}`], totals);

  // The amounts by rate, as the invoice shows its taxes.
  doc.moveDown(0.5);
  const widths = [WIDTH - 300, 100, 100, 100];
  row(['Taux', 'Base HT', 'Montant de la taxe', 'Total TTC'], widths, true);
  for (const tax of taxes.lines)
    row(
      [
        `${tax.kind === 'VAT' ? 'TVA' : 'Droits de quai'} ${pdfPercent(tax.rate / 100)}`,
        credited(tax.taxFree),
        credited(tax.taxAmount),
        credited(tax.taxIncluded),
      ],
      widths,
    );
  doc.moveDown(0.5);
  row(['Total de l’avoir HT', credited(taxes.taxFree)], totals, true);
  row(['Total des taxes', credited(taxes.taxAmount)], totals);
  row(['Total de l’avoir TTC', credited(taxes.taxIncluded)], totals, true);
  doc.moveDown();
  line(
    'Remises de la commande déduites au prorata. Remboursement sur la carte bancaire utilisée pour le paiement' +
      (refund?.provider_reference ? ` (référence de remboursement ${refund.provider_reference}).` : '.'),
  );
  doc.end();
  return done;
}
