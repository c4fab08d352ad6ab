/**
 * Amounts as the shop's PDFs (invoice, credit note) print them, in French, with characters the
 * embedded fonts hold (`printable`: no narrow no-break space).
 */
import { printable } from './fonts.js';

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const PERCENT = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** Cents as `1 234,56 €`. */
export const pdfEuros = (cents: number): string => printable(EUROS.format(cents / 100));

/** A rate in percent (8.5 for 8,5 %, as the cart holds it) as `8,5 %`. */
export const pdfPercent = (rate: number): string => `${PERCENT.format(rate)} %`;
