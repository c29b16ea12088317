import { defineStep } from './define-step';

// firma (domain.md): the customer signs with a one-time code (signing.ts). Entering the step sends it;
// the step moves on through POST /verifica-otp only, never through Next.

export const firma = defineStep({
  name: 'firma',
  noNext: { otp: 'validation.otp_required' },
  documents: true,
  enter: (tx, sale, services) => services.signing.onEnter(tx, sale),
});
