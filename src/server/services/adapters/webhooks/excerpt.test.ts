import { describe, expect, it } from 'vitest';
import { answerExcerpt } from './excerpt';

describe("an attempt's excerpt of the answer", () => {
  it('masks e-mail, codice fiscale, IBAN and phone numbers, and stays short', () => {
    const text = answerExcerpt(
      'echo mario.rossi@example.it RSSMRA80A01H501U IT60X0542811101000000123456 +39 333 123 4567 ok',
    );
    expect(text).not.toMatch(/mario|RSSMRA|IT60X|333/);
    expect(text).toContain('ok');
    expect(answerExcerpt('x'.repeat(5000)).length).toBeLessThanOrEqual(200);
  });
});
