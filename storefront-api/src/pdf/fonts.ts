/**
 * The font of the shop's PDFs (invoices, credit notes, any document a shopper keeps): Noto Sans,
 * embedded, so that every name and address prints as written (`Łukasz Nguyễn Ōtsuka`), which
 * pdfkit's built-in Helvetica cannot (its WinAnsi encoding has no `Ł`, `ễ` nor `Ō`).
 *
 * The TTF files come installed with the npm package `@expo-google-fonts/noto-sans` (SIL Open Font
 * License 1.1, which allows embedding): nothing is downloaded at run time. pdfkit embeds only the
 * glyphs a document uses (a subset), so a one-page invoice stays a few tens of kilobytes.
 *
 * Use: `registerPdfFonts(doc)` once per document, then `doc.font(PDF_FONT)` or `PDF_FONT_BOLD`, and
 * pass every text that comes from people or data through `printable`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

export const PDF_FONT = 'NotoSans';
export const PDF_FONT_BOLD = 'NotoSans-Bold';

const require = createRequire(import.meta.url);
const FILES = {
  [PDF_FONT]: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  [PDF_FONT_BOLD]: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

/**
 * Each font is read and parsed once per process, and the same fontkit font is handed to every
 * document: pdfkit accepts one (anything with `layout`), and then each invoice no longer decodes
 * the font's tables again (about 100 ms a document otherwise). A document only reads the font and
 * makes its own subset of it, so documents may share it.
 */
let fonts: Record<keyof typeof FILES, fontkit.Font> | undefined;
function loadedFonts(): Record<keyof typeof FILES, fontkit.Font> {
  const load = (name: keyof typeof FILES) =>
    fontkit.create(readFileSync(require.resolve(FILES[name]))) as fontkit.Font;
  fonts ??= { [PDF_FONT]: load(PDF_FONT), [PDF_FONT_BOLD]: load(PDF_FONT_BOLD) };
  return fonts;
}

/** Makes `PDF_FONT` and `PDF_FONT_BOLD` usable in `doc` and selects the regular one. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  const loaded = loadedFonts();
  // @types/pdfkit lists file sources only; pdfkit itself takes a fontkit font too.
  doc.registerFont(PDF_FONT, loaded[PDF_FONT] as unknown as Buffer);
  doc.registerFont(PDF_FONT_BOLD, loaded[PDF_FONT_BOLD] as unknown as Buffer);
  doc.font(PDF_FONT);
}

/** Whether the font draws this character (both weights cover the same ones). */
function hasGlyph(codePoint: number): boolean {
  return loadedFonts()[PDF_FONT].hasGlyphForCodePoint(codePoint);
}

/**
 * Text as the font can print it: spaces normalised, controls dropped, and a character the font has
 * no glyph for (a Chinese name, an emoji, a lone surrogate) written `?` rather than an empty box, so
 * what a reader sees and what a text extractor reads agree. At most `max` characters, then `…`.
 */
export function printable(text: string, max = 200): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/[\u00a0\u202f\u2009]/gu, ' ')) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    const lone = code >= 0xd800 && code <= 0xdfff;
    out += !lone && hasGlyph(code) ? char : '?';
    if (out.length >= max) return `${out}…`;
  }
  return out;
}
