/** Text helpers of the demo data: slugs, French number formatting, HTML escaping. */

/** Lowercase ASCII slug with hyphens: `Jouets d’éveil` becomes `jouets-d-eveil`. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `6.5` becomes `6,5` (French decimal comma); other text unchanged. */
export function frenchNumber(value: string): string {
  return /^\d+\.\d+$/.test(value) ? value.replace('.', ',') : value;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Cuts at a word boundary so the result is at most `max` characters (ellipsis included). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/u, '')}…`;
}
