import { Walk } from './walk';
import { brandUrl, expect, expectAccessible, test } from './support';

// Every screen of the flow passes axe's WCAG 2.2 AA rules, under two brands (issue 6.4 starts here).

for (const [brand, offer] of [
  ['lumen', 101],
  ['aurora', 201],
] as const) {
  test(`${brand}: no axe violations on any screen`, async ({ page, request }) => {
    const w = new Walk(page, 'it', `axe-${brand}`, true);
    const email = `giulia.axe.${brand}@example.com`;
    await page.goto(brandUrl(brand, `/?operazione=ATTIVAZIONE&offerta=${offer}`));
    await w.electricitySale(request, email);
  });
}

test('field errors are accessible too', async ({ page }) => {
  const w = new Walk(page, 'it', 'axe-errors');
  await page.goto('/?operazione=ATTIVAZIONE&offerta=101');
  await w.at('ricerca_cliente.title', 'errors-first');
  // nothing answered yet: the question's error is announced on it
  await w.next();
  await expect(page.getByText(w.t('validation.required'))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: w.t('ricerca_cliente.no') }).check();
  await w.next();
  await w.at('dati_anagrafici.title', 'errors');
  await w.next();
  await expect(page.getByText(w.t('validation.required')).first()).toBeVisible();
  await expectAccessible(page);
});
