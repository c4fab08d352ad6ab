/**
 * The PDF invoice of an order, in French, with pdfkit and the embedded Noto Sans of `pdf/fonts.ts`
 * (every name prints as written). Its dates are the calendar days of the order's island, not UTC's:
 * an order paid at 21:00 in Martinique is invoiced that day.
 * The platform invoices in the name and on behalf of the sellers; the invoice names each seller
 * with its identifiers, the lines by seller, shipping, the coupon, VAT by rate (or Saint-Barthélemy's
 * docking fees), totals excluding and including tax, the payment and the mentions French law asks.
 */
import {
  formatDateIn,
  regionTimeZone,
  SHOP_LEGAL_IDENTITY,
  territoryByRootPath,
  type Order,
} from '@shop/domain';
import PDFDocument from 'pdfkit';
import { pdfEuros, pdfPercent } from '../pdf/amounts.js';
import { PDF_FONT, PDF_FONT_BOLD, printable, registerPdfFonts } from '../pdf/fonts.js';
import type { SellerLegal } from './sellers.js';

export interface InvoiceParties {
  sellers: Record<string, SellerLegal>;
}

const MARGIN = 48;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN - 20;

const euros = pdfEuros;
/** Rates are percentages (8.5 for 8,5 %), as in the cart. */
const percent = pdfPercent;

export const invoiceNumber = (order: Pick<Order, 'reference'>): string => `F-${order.reference}`;

export function invoicePdf(order: Order, parties: InvoiceParties): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Facture ${invoiceNumber(order)}`,
      Author: SHOP_LEGAL_IDENTITY.legalName,
      CreationDate: new Date(order.payment.date ?? order.creationDate),
    },
  });
  registerPdfFonts(doc);
  const timeZone = regionTimeZone(order.rootCategoryPath);
  const date = (iso: string) => formatDateIn(iso, timeZone);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const ensureRoom = (height: number) => {
    if (doc.y + height > BOTTOM) doc.addPage();
  };
  const line = (text: string, options: { bold?: boolean; size?: number; color?: string } = {}) => {
    ensureRoom(14);
    doc
      .font(options.bold ? PDF_FONT_BOLD : PDF_FONT)
      .fontSize(options.size ?? 9)
      .fillColor(options.color ?? '#000000')
      .text(text, MARGIN, doc.y, { width: WIDTH });
  };
  const row = (cells: string[], widths: number[], bold = false) => {
    ensureRoom(14);
    const y = doc.y;
    let x = MARGIN;
    doc
      .font(bold ? PDF_FONT_BOLD : PDF_FONT)
      .fontSize(8.5)
      .fillColor('#000000');
    let bottom = y;
    cells.forEach((cell, index) => {
      const width = widths[index]!;
      doc.text(cell, x, y, { width: width - 4, align: index === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x += width;
    });
    doc.x = MARGIN;
    doc.y = bottom + 2;
  };

  // Heading: who invoices, the number and the dates.
  const platform = SHOP_LEGAL_IDENTITY;
  line(`Facture ${invoiceNumber(order)}`, { bold: true, size: 18 });
  line(`Date de facturation : ${date(order.payment.date ?? order.creationDate)}`);
  line(`Commande ${printable(order.reference)} du ${date(order.creationDate)}`);
  doc.moveDown(0.6);
  line(`${platform.legalName} — ${platform.legalForm}`, { bold: true });
  line(`${platform.street}, ${platform.postCode} ${platform.city}`);
  line(`SIRET ${platform.siret} — ${platform.rcs} — TVA intracommunautaire ${platform.vatNumber}`);
  line(
    'Facture émise par la place de marché au nom et pour le compte des vendeurs ci-dessous (mandat de facturation).',
    { color: '#444444' },
  );

  doc.moveDown(0.6);
  const address = (a: Order['billingAddress']) =>
    printable(
      `${a.firstName} ${a.lastName}${a.company ? `, ${a.company}` : ''}, ${a.street}, ${a.postCode} ${a.city}`,
      300,
    );
  line('Facturé à', { bold: true });
  line(address(order.billingAddress));
  line('Livré à', { bold: true });
  line(address(order.shippingAddress));

  // Lines, by seller.
  const widths = [WIDTH - 300, 40, 70, 45, 70, 75];
  const shopIds = [...new Set(order.items.map((item) => item.shopId))];
  for (const shopId of shopIds) {
    const items = order.items.filter((item) => item.shopId === shopId);
    const seller = parties.sellers[shopId];
    doc.moveDown(0.8);
    line(`Vendeur : ${printable(seller?.legalName ?? items[0]!.shopName)}`, { bold: true, size: 10 });
    line(
      seller?.street && seller.postCode
        ? printable(`${seller.street}, ${seller.postCode} ${seller.city}`)
        : printable(seller?.city ?? ''),
    );
    line(
      `SIRET ${seller?.siret ?? 'non communiqué'} — TVA intracommunautaire ${seller?.vatNumber ?? 'non communiquée'}`,
    );
    doc.moveDown(0.3);
    row(['Article', 'Qté', 'PU HT', 'TVA', 'Total HT', 'Total TTC'], widths, true);
    for (const item of items)
      row(
        [
          `${printable(item.productName, 120)} (réf. ${printable(item.productReference, 60)})`,
          String(item.quantity),
          euros(item.unitPrice.taxFree),
          percent(item.taxRate),
          euros(item.totalPrice.taxFree),
          euros(item.totalPrice.taxIncluded),
        ],
        widths,
      );
    for (const shipment of order.shipments.filter((candidate) => candidate.shop.id === shopId))
      if (shipment.price)
        row(
          [
            `Livraison : ${printable(shipment.shipmentMethod?.name ?? '')}`,
            '1',
            euros(shipment.price.taxFree),
            '',
            euros(shipment.price.taxFree),
            euros(shipment.price.taxIncluded),
          ],
          widths,
        );
  }

  // Totals.
  doc.moveDown(0.8);
  const totals = [WIDTH - 120, 120];
  row(['Total des articles TTC', euros(order.productsPrice.taxIncluded)], totals);
  if (order.discountPrice)
    row(
      [
        `Remise${order.coupon ? ` (code ${printable(order.coupon.code)})` : ''}`,
        `− ${euros(order.discountPrice.taxIncluded)}`,
      ],
      totals,
    );
  row(['Livraison TTC', euros(order.shippingPrice.taxIncluded)], totals);
  row(['Total HT', euros(order.totalPrice.taxFree)], totals, true);
  for (const tax of order.taxes)
    row(
      [
        tax.kind === 'VAT'
          ? `TVA ${percent(tax.rate)} sur ${euros(tax.base)}`
          : `Droits de quai ${percent(tax.rate)} sur ${euros(tax.base)}`,
        euros(tax.amount),
      ],
      totals,
    );
  row(['Total TTC', euros(order.totalPrice.taxIncluded)], totals, true);

  // Payment and legal mentions.
  doc.moveDown(0.8);
  line(
    `Payée par carte bancaire le ${date(order.payment.date ?? order.creationDate)} (transaction ${printable(order.payment.transactionReference ?? '')}).`,
  );
  const regime = territoryByRootPath(order.rootCategoryPath)?.taxRegime;
  if (regime === 'DOCKING_FEES')
    line('TVA non applicable, art. 294 du CGI : droits de quai de Saint-Barthélemy perçus à la place.');
  else if (regime === 'NO_VAT' || regime === 'OUTSIDE_VAT') line('TVA non applicable, art. 294 du CGI.');
  line('Pas d’escompte pour paiement anticipé.', { color: '#444444' });
  line(
    'Entre professionnels, tout retard de paiement entraîne des pénalités au taux de trois fois le taux ' +
      'd’intérêt légal et une indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce).',
    { color: '#444444' },
  );
  line(`${platform.name} — ${platform.email}`, { color: '#444444' });

  // Page numbers, once every page exists.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // The footer sits in the bottom margin: writing there must not open a new page.
    doc.page.margins.bottom = 0;
    doc
      .font(PDF_FONT)
      .fontSize(8)
      .fillColor('#444444')
      .text(`${invoiceNumber(order)} — page ${index + 1} / ${range.count}`, MARGIN, 841.89 - MARGIN + 10, {
        width: WIDTH,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
