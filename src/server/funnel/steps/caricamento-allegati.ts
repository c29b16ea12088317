import { emptyStepSchema } from '../../../shared/schemas/steps-common';
import { missingAttachmentFields, missingAttachments } from '../files';
import { defineStep } from './define-step';

// caricamentoAllegati (domain.md): the documents the operation asks for (identity document, ...),
// uploaded through the files routes; Next only checks the mandatory ones are there (the web disables
// Next until they are, too).

export const caricamentoAllegati = defineStep({
  name: 'caricamentoAllegati',
  next: {
    schema: emptyStepSchema,
    check: async (_data, env) => missingAttachmentFields(await missingAttachments(env.tx, env.sale)),
  },
});
