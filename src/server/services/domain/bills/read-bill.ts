import type { CampiBolletta } from '../../../../shared/schemas/bills';
import { calibrate } from './calibration';
import { parseBill } from './parse';
import { billText, type Enough } from './text';
import type { BillText, FonteTesto } from './types';

const parsed = (text: BillText) =>
  parseBill(text.testo, {
    ocr: text.fonte === 'ocr',
    righe: text.righe,
    ...(text.confidenzaOcr !== undefined ? { confidenzaOcr: text.confidenzaOcr } : {}),
  });

/** What a supply of each commodity must give before the pages after are left unread. */
const SUPPLY: Record<'luce' | 'gas', (keyof CampiBolletta)[]> = {
  luce: ['pod', 'potenzaImpegnataKw', 'tensioneV', 'consumoAnnuoKwh'],
  gas: ['pdr', 'codiceRemi', 'categoriaUsoGas', 'consumoAnnuoSmc'],
};

/** The holder, the address and every field of the supply read: a scan's further pages are not OCR'd. */
const enough: Enough = async (sofar) => {
  const c = await parsed(sofar);
  const commodity = c.commodity?.valore;
  if (!commodity || !c.codiceFiscale || !c.indirizzoFornitura) return false;
  const supplies = commodity === 'dual' ? [...SUPPLY.luce, ...SUPPLY.gas] : SUPPLY[commodity];
  return supplies.every((f) => c[f]);
};

/** The parser's fields and confidences, before calibration (scripts/bills-calibrate.ts measures them). */
export async function readBillUncalibrated(
  bytes: Uint8Array,
  contentType: string,
): Promise<{ campi: CampiBolletta; fonte: FonteTesto; confidenzaOcr?: number }> {
  const text = await billText(bytes, contentType, enough);
  return {
    campi: await parsed(text),
    fonte: text.fonte,
    ...(text.confidenzaOcr !== undefined ? { confidenzaOcr: text.confidenzaOcr } : {}),
  };
}

/**
 * A bill's fields from its bytes: the text (PDF layer or OCR), then the parser, told how sure the text
 * is; each confidence is then how often such a value was right (calibration.ts).
 */
export async function readBill(bytes: Uint8Array, contentType: string): Promise<CampiBolletta> {
  const { campi, fonte, confidenzaOcr } = await readBillUncalibrated(bytes, contentType);
  return calibrate(campi, fonte, confidenzaOcr);
}
