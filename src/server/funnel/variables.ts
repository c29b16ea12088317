// Names of the facts a sale keeps in vendite.variabili (strings only), beside the four the client
// reads (spec 3: marchio, widgetEnabled, fastProcess, creditCheckResult). The flows' guards read them.

export const V = {
  /** ricercaCliente: 'true' when the customer said they are already a customer. */
  giaCliente: 'giaCliente',
  /** What the customer typed on ricercaCliente (customer code, codice fiscale or partita IVA). */
  identificativoCliente: 'identificativoCliente',
  /** The outcome of looking the supply points up (EsitoFornitura). */
  esitoFornitura: 'esitoFornitura',
  /** Comma-separated operations that fit the points' state (sceltaOperazione). */
  operazioniPossibili: 'operazioniPossibili',
  /** selezioneFornitura: 'true' when the customer's supply was not in the list (datiFornitura follows). */
  fornituraNonElencata: 'fornituraNonElencata',
  /** selezioneFornitura: the codes chosen, comma-separated (shown when they do not fit the offer). */
  fornitureScelte: 'fornitureScelte',
  /** JSON of the operation switch (sceltaOperazione): { da, al, esito }, undone by going back. */
  cambioOperazione: 'cambioOperazione',
} as const;

/**
 * OK: the points fit the operation. NON_TROVATA: not in the registry. ATTIVA: takeover asked on an
 * active point. ALTRA_OPERAZIONE: the state needs another operation (sceltaOperazione).
 * NON_TROVATA_CLIENTE / NON_COMPATIBILE: product change, not among the customer's supplies / does
 * not fit the offer.
 */
export type EsitoFornitura =
  'OK' | 'NON_TROVATA' | 'ATTIVA' | 'ALTRA_OPERAZIONE' | 'NON_TROVATA_CLIENTE' | 'NON_COMPATIBILE';
