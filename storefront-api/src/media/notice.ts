/**
 * Product documents (notices) rendered as real PDF files on request with pdfkit, from the product's
 * own data, so every "download the notice" link of the demo catalogue opens a genuine document.
 * pdfkit's built-in Helvetica covers French accents (WinAnsi encoding) and embeds no external font.
 */
import PDFDocument from 'pdfkit';

export interface NoticeContent {
  /** Document title, e.g. "Notice d’utilisation (PDF)". */
  title: string;
  productName: string;
  reference: string;
  brand: string | null;
  description: string;
  characteristics: { label: string; value: string }[];
  shopName: string;
}

const A4 = 'A4';
const MARGIN = 56;

function cleanTitle(title: string): string {
  return title.replace(/\s*\(PDF\)\s*$/u, '');
}

/** Renders the notice; deterministic for the same content (fixed creation date, no random ids). */
export function renderNoticePdf(content: NoticeContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: A4,
    margin: MARGIN,
    info: {
      Title: `${cleanTitle(content.title)} – ${content.productName}`,
      Author: content.shopName,
      Subject: content.reference,
      CreationDate: new Date('2026-01-01T00:00:00Z'),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(cleanTitle(content.title));
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(14).text(content.productName);
  doc
    .fontSize(10)
    .fillColor('#555555')
    .text(`Référence ${content.reference}${content.brand ? ` · ${content.brand}` : ''}`);
  doc.moveDown();
  doc.fillColor('#000000').fontSize(11).text(content.description, { align: 'justify' });

  if (content.characteristics.length > 0) {
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(13).text('Caractéristiques');
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(11);
    for (const { label, value } of content.characteristics) doc.text(`${label} : ${value}`);
  }

  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(13).text('Sécurité et entretien');
  doc.moveDown(0.3);
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(
      'Lisez ce document avant la première utilisation et conservez-le. Respectez les consignes du fabricant, ' +
        'tenez le produit hors de portée des jeunes enfants s’il n’est pas conçu pour eux, et confiez-le à un ' +
        'point de collecte adapté en fin de vie.',
    );
  doc.moveDown(2);
  doc.fontSize(9).fillColor('#555555').text(`Document fourni par ${content.shopName}.`);
  doc.end();
  return done;
}
