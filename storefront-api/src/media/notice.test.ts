import { describe, expect, it } from 'vitest';
import { renderNoticePdf } from './notice.js';

const content = {
  title: 'Notice d’utilisation (PDF)',
  productName: 'Téléviseur LED 55" « Écran & Son »',
  reference: 'REF-000042',
  brand: 'Samsung',
  description: 'Un téléviseur lumineux, à régler en quelques étapes.',
  characteristics: [{ label: 'Diagonale', value: '55 pouces' }],
  shopName: 'Caraïbes Électro',
};

describe('renderNoticePdf', () => {
  it('renders a real PDF document', async () => {
    const pdf = await renderNoticePdf(content);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdf.length).toBeGreaterThan(1000);
  });

  it('is deterministic for the same product', async () => {
    const [a, b] = await Promise.all([renderNoticePdf(content), renderNoticePdf(content)]);
    expect(a.equals(b)).toBe(true);
  });
});
