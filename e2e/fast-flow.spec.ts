import path from 'node:path';
import { Walk } from './walk';
import { brandUrl, test } from './support';

// spec 4 fast flow in Chromium: a new customer uploads their PDF bill on the first screen, the server
// reads it in the background, the values fill the proposal, and fewer screens confirm them.

const BILL = path.resolve('src/server/services/domain/bills/samples/solaria-luce-pf.pdf');

// axe checks every screen on arrival, under two brands (issue 6.4)
for (const [brand, offer] of [
  ['lumen', 101],
  ['aurora', 201],
] as const) {
  test(`${brand}: a fast-flow sale from an uploaded PDF bill to the congratulations`, async ({
    page,
    request,
  }) => {
    const w = new Walk(page, 'it', `fast-${brand}`, true);
    await page.goto(brandUrl(brand, `/?operazione=ATTIVAZIONE&offerta=${offer}`));
    await w.fastFlowSale(request, BILL, `giulia.fast.${brand}@example.com`);
  });
}
