import type { CampiBolletta } from '../../../shared/schemas/bills';
import { parseBill } from './parse';
import { billText } from './text';

/** A bill's fields from its bytes: the text (PDF layer or OCR), then the parser, told how sure the text is. */
export async function readBill(bytes: Uint8Array, contentType: string): Promise<CampiBolletta> {
  const text = await billText(bytes, contentType);
  return parseBill(text.testo, {
    ocr: text.fonte === 'ocr',
    righe: text.righe,
    ...(text.confidenzaOcr !== undefined ? { confidenzaOcr: text.confidenzaOcr } : {}),
  });
}
