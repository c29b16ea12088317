// A text's width as the text PDF draws it: pdf-lib's standard fonts, the ones page.ts embeds. The layouts
// that measure with it widen it by their own factors for the DejaVu fonts the scans and photos draw with.
import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';
import type { Face } from './page';

const FONT_NAMES: Record<Face, [StandardFonts, StandardFonts]> = {
  sans: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  serif: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  mono: [StandardFonts.Courier, StandardFonts.CourierBold],
};
// pdf-lib's StandardFonts and the FontNames its embedder takes are the same strings in two enums
type FontName = Parameters<typeof StandardFontEmbedder.for>[0];
const embedders = new Map<StandardFonts, StandardFontEmbedder>();

/** The width of `s` at `size` in the PDF's standard font for `face` (regular or bold). */
export function pdfTextWidth(s: string, size: number, face: Face, bold = false): number {
  const name = FONT_NAMES[face][bold ? 1 : 0];
  let e = embedders.get(name);
  if (!e) embedders.set(name, (e = StandardFontEmbedder.for(name as unknown as FontName)));
  return e.widthOfTextAtSize(s, size);
}
