/**
 * Who invoices (French invoices name the seller, its identifiers and the legal mentions of art.
 * L441-9 and L441-10 of the Code de commerce and art. 242 nonies A of annex II to the CGI). The
 * platform invoices in the name and on behalf of the sellers (billing mandate); its identity here is
 * the demo company's, to be replaced by the operator's.
 */
export const SHOP_LEGAL_IDENTITY = {
  name: 'Boutique des Outre-mer',
  legalName: 'Boutique des Outre-mer SAS',
  legalForm: 'SAS au capital de 50 000 €',
  street: '12 boulevard du Général de Gaulle',
  postCode: '97200',
  city: 'Fort-de-France',
  siret: '91234567500017',
  rcs: 'RCS Fort-de-France 912 345 675',
  vatNumber: 'FR65912345675',
  email: 'contact@boutique-des-outre-mer.example',
} as const;

/** Luhn check of a SIREN (9 digits) or SIRET (14 digits). */
export function luhnValidNumber(digits: string): boolean {
  if (!/^[0-9]+$/u.test(digits)) return false;
  let sum = 0;
  for (const [index, char] of [...digits].reverse().entries()) {
    let digit = Number(char);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The French intra-community VAT number of a SIREN: FR, a two-digit key, the SIREN. */
export function frenchVatNumber(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${siren}`;
}
