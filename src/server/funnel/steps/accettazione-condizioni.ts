import { accettazioneCondizioniSchema } from '../../../shared/schemas/steps-common';
import { listCondizioni } from '../../store/repos/catalogue';
import { acceptConsents, pinsOf } from '../consents';
import { defineStep } from './define-step';

// accettazioneCondizioni (domain.md): the brand's terms and notices, each to accept or refuse; the
// mandatory ones must be accepted at their current version before the summary.

export const accettazioneCondizioni = defineStep({
  name: 'accettazioneCondizioni',
  documents: true,
  next: {
    schema: accettazioneCondizioniSchema,
    write: async (data, proposta, env) =>
      acceptConsents(
        proposta,
        data.condizioni ?? {},
        await listCondizioni(env.tx, env.sale.marchio.id, pinsOf(proposta)),
        env.now,
      ),
  },
});
