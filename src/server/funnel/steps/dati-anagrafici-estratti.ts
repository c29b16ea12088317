import { datiAnagraficiEstrattiSchema } from '../../../shared/schemas/steps-holder';
import { checkSupplyAddress } from '../address-check';
import { withHolder } from './dati-anagrafici';
import { defineStep } from './define-step';
import { withSupplyAddress } from './indirizzo-fornitura';

// datiAnagraficiEstratti (spec 4 fast flow): the holder and the supply address read from the bill,
// confirmed or corrected on one screen, in place of datiAnagrafici and indirizzoFornitura.

export const datiAnagraficiEstratti = defineStep({
  name: 'datiAnagraficiEstratti',
  next: {
    schema: datiAnagraficiEstrattiSchema,
    check: checkSupplyAddress,
    write: (data, proposta) => withHolder(withSupplyAddress(proposta, data.indirizzo), data.intestatario),
  },
});
