import { describe, expect, it } from 'vitest';
import { readVariabili } from './variables';

describe("a sale's variables", () => {
  it('are read typed', () => {
    const typed = {
      fastProcess: true,
      giaCliente: false,
      esitoFornitura: 'ALTRA_OPERAZIONE',
      operazioniPossibili: ['SUBENTRO'],
      fornitureScelte: ['F1', 'F2'],
      cambioOperazione: { da: 'ATTIVAZIONE', al: 3, esito: 'ATTIVA' },
      codiceCliente: 'C1000102',
    };
    expect(readVariabili(typed)).toEqual(typed);
  });

  it('written before they were typed (strings), read as the same values', () => {
    expect(
      readVariabili({
        fastProcess: 'true',
        creditCheckResult: 'false',
        operazioniPossibili: 'SUBENTRO,VOLTURA',
        fornitureScelte: 'F1',
        cambioOperazione: '{"da":"VOLTURA","al":2,"esito":"ALTRA_OPERAZIONE"}',
      }),
    ).toEqual({
      fastProcess: true,
      creditCheckResult: false,
      operazioniPossibili: ['SUBENTRO', 'VOLTURA'],
      fornitureScelte: ['F1'],
      cambioOperazione: { da: 'VOLTURA', al: 2, esito: 'ALTRA_OPERAZIONE' },
    });
  });

  it('drop a value that fits no field, keep the others, and names no field they do not know', () => {
    expect(
      readVariabili({
        fastProcess: 'yes',
        esitoFornitura: 'CESSATA',
        cambioOperazione: '{not json',
        operazioniPossibili: 'SUBENTRO,ALTRO',
        giaCliente: 'true',
        sconosciuta: 'x',
      }),
    ).toEqual({ giaCliente: true });
    expect(readVariabili(null)).toEqual({});
  });
});
