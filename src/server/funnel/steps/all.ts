import type { StepName } from '../../../shared/domain';
import { accettazioneCondizioni } from './accettazione-condizioni';
import { cambioProdottoFornituraNonCompatibile } from './cambio-prodotto-fornitura-non-compatibile';
import { cambioProdottoFornituraNonTrovata } from './cambio-prodotto-fornitura-non-trovata';
import { caricamentoAllegati } from './caricamento-allegati';
import { congratulazioni } from './congratulazioni';
import { creditCheckKo } from './credit-check-ko';
import { datiAnagrafici } from './dati-anagrafici';
import { datiAnagraficiEstratti } from './dati-anagrafici-estratti';
import { datiAnagraficiSubentrante } from './dati-anagrafici-subentrante';
import { datiFornitura } from './dati-fornitura';
import { datiTecnici } from './dati-tecnici';
import { datiTecniciEstratti } from './dati-tecnici-estratti';
import { datiTecniciOperazione } from './dati-tecnici-operazione';
import type { StepModule } from './define-step';
import { firma } from './firma';
import { fornituraNonTrovata } from './fornitura-non-trovata';
import { indirizzoFornitura } from './indirizzo-fornitura';
import { invioBollettaPagamento } from './invio-bolletta-pagamento';
import { metodoPagamento } from './metodo-pagamento';
import { modalitaInvioBolletta } from './modalita-invio-bolletta';
import { ricercaCliente } from './ricerca-cliente';
import { riepilogo } from './riepilogo';
import { sceltaOperazione } from './scelta-operazione';
import { selezioneFornitura } from './selezione-fornitura';
import { subentroFornituraAttiva } from './subentro-fornitura-attiva';
import { verificaOtpCliente } from './verifica-otp-cliente';
import { verificaRemi } from './verifica-remi';

// Every step the server knows, by name: a step name without its module, or a module under another
// name, fails to type-check. The engine finds a sale's step here; the flows order these modules.

export const STEPS: { readonly [N in StepName]: StepModule<N> } = {
  ricercaCliente,
  verificaOtpCliente,
  selezioneFornitura,
  datiAnagrafici,
  indirizzoFornitura,
  datiTecnici,
  datiAnagraficiEstratti,
  datiTecniciEstratti,
  datiFornitura,
  fornituraNonTrovata,
  subentroFornituraAttiva,
  sceltaOperazione,
  datiTecniciOperazione,
  datiAnagraficiSubentrante,
  cambioProdottoFornituraNonTrovata,
  cambioProdottoFornituraNonCompatibile,
  creditCheckKo,
  verificaRemi,
  modalitaInvioBolletta,
  metodoPagamento,
  invioBollettaPagamento,
  caricamentoAllegati,
  accettazioneCondizioni,
  riepilogo,
  firma,
  congratulazioni,
};

export function stepModule(name: StepName): StepModule {
  return STEPS[name];
}
