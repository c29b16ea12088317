// docs/demo-data.md: the values that walk each operation and reach each screen of issue 4 by hand.
// The API tests (src/server/funnel/operations.api.test.ts) walk the same values.

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;

const WALKS: [string, string, string][] = [
  [
    'ATTIVAZIONE, existing customer',
    'offer 101; ricercaCliente: yes, `C1000101` (or `VRDLRA82C55L219F`)',
    'verificaOtpCliente with the code mailed to laura.verdi@example.com (`/dev/outbox`); datiAnagrafici comes prefilled',
  ],
  [
    'ATTIVAZIONE → sceltaOperazione',
    'offer 101; on datiTecnici POD `IT002E30817462` (ceased) or `IT001E57204318` (another holder)',
    'sceltaOperazione offers SUBENTRO or VOLTURA; the sale continues in that flow, same uuid; Back returns to the choice and to ATTIVAZIONE',
  ],
  [
    'SUBENTRO',
    'offer 101 (`?operazione=SUBENTRO&offerta=101`); datiFornitura POD `IT002E30817462`',
    'datiAnagrafici, datiTecniciOperazione prefilled from the registry (Via Tuscolana 120, Roma; power may change), then payment and the tail',
  ],
  [
    'SUBENTRO dual',
    'offer 103; POD `IT002E30817462`, PDR `00880007831254`',
    'verificaRemi prefilled with `34781300` (Roma)',
  ],
  [
    'SUBENTRO → fornituraNonTrovata',
    'POD `IT001E99999999` (or PDR `00889999999999`)',
    'Back corrects the code',
  ],
  [
    'SUBENTRO → subentroFornituraAttiva',
    'POD `IT001E57204318` (active under another holder) or `IT001E04871593` (active)',
    'Next opens sceltaOperazione (VOLTURA; for the active point also ATTIVAZIONE)',
  ],
  [
    'VOLTURA',
    'offer 101; datiFornitura POD `IT001E57204318`',
    'datiAnagraficiSubentrante: Giulia Bianchi; the current holder Luca Verdi (`VRDLCU78E12F704L`) is refused',
  ],
  ['VOLTURA → sceltaOperazione', 'POD `IT002E30817462` (ceased)', 'offers SUBENTRO'],
  [
    'CAMBIO_PRODOTTO',
    'offer 101; ricercaCliente `C1000101`, the mailed code, selezioneFornitura `F1000101`',
    'datiTecniciOperazione: power and voltage shown, uses may change; then the tail (no payment steps)',
  ],
  [
    'CAMBIO_PRODOTTO dual',
    'offer 103; `C1000101`, both `F1000101` and `F1000102`',
    'one supply per commodity; only one of them: not compatible',
  ],
  [
    'CAMBIO_PRODOTTO → cambioProdottoFornituraNonCompatibile',
    'offer 101; `C1000102` and its gas supply `F1000201` (or `C1000101` with `F1000102`)',
    'Back chooses again',
  ],
  [
    'CAMBIO_PRODOTTO → cambioProdottoFornituraNonTrovata',
    'offer 101; `C1000101`, "my supply is not listed", POD `IT001E99999999`',
    "datiFornitura searches the customer's own supplies only",
  ],
  [
    'creditCheckKo',
    'any operation; holder codice fiscale `NREMRC80A01H501E` (brands 1 and 2)',
    'no way back',
  ],
];

export function renderWalkSections(): string[] {
  return [
    '## Values that walk each operation and reach each screen',
    '',
    'Open `http://localhost:3000/?operazione=<OPERATION>&offerta=<offer>`; every step not named takes',
    'the ATTIVAZIONE values above.',
    '',
    row(['path', 'values', 'what follows']),
    row(['---', '---', '---']),
    ...WALKS.map(row),
    '',
  ];
}
