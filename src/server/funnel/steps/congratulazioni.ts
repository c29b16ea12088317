import { defineStep } from './define-step';

// congratulazioni (domain.md): the signed sale's last screen (the contract follows by mail).

export const congratulazioni = defineStep({ name: 'congratulazioni' });
