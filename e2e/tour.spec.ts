import type { Page } from '@playwright/test';
import type { Lang } from './locale';
import { text } from './locale';
import { createSale, expect, expectAccessible, idle, test } from './support';

// The guided tour (issues 6 and 16.3): by itself once per browser, a short tour of the first screen,
// after the cookie banner is answered; every screen's whole tour from the header's "?"; in the
// customer's language; never over a field being typed in; accessible.

test.use({ tours: true });

const START = '/?operazione=ATTIVAZIONE&offerta=101';

/** The tour a first visit shows by itself: the first screen's opening, the progress, the "?". */
const FIRST_VISIT = ['tour.ricerca_cliente.heading', 'tour.common.progress', 'tour.common.help'];

/** The first screen's whole tour from the "?", as an activation shows it (no identifier asked yet). */
const RICERCA_CLIENTE = [
  'tour.ricerca_cliente.heading',
  'tour.ricerca_cliente.customer',
  'tour.common.progress',
  'tour.common.next',
  'tour.common.save_later',
];

const tour = (page: Page) => page.locator('.driver-popover');
const tourDialog = (page: Page, lang: Lang, key: string) =>
  page.getByRole('dialog', { name: text(lang, `${key}.title`) });

/** The cookie banner's answer, which comes before any tour. */
async function rejectCookies(page: Page, lang: Lang = 'it') {
  await page.getByRole('button', { name: text(lang, 'consent.reject'), exact: true }).click();
}

/** The popover has faded in and driver.js has moved to the element (axe and boxes read it as shown). */
async function still(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.waitForTimeout(100);
}

/** Nothing shows by itself: the screen is up and settled, well past the moment a tour would open. */
async function noTour(page: Page) {
  await idle(page);
  await page.waitForTimeout(1500);
  await expect(tour(page)).toHaveCount(0);
}

test('the cookie banner comes first, then the first visit’s short tour, step by step, once', async ({
  page,
}) => {
  await page.goto(START);
  await noTour(page);
  // the first click on the banner answers it (nothing stands over it)
  await rejectCookies(page);
  await expect(page.getByRole('button', { name: text('it', 'consent.reject') })).toHaveCount(0);
  for (const [i, key] of FIRST_VISIT.entries()) {
    const dialog = tourDialog(page, 'it', key);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(text('it', `${key}.description`));
    await expect(dialog.getByText(`${i + 1} di ${FIRST_VISIT.length}`)).toBeVisible();
    const last = i === FIRST_VISIT.length - 1;
    const next = dialog.getByRole('button', {
      name: text('it', last ? 'tour.controls.done' : 'tour.controls.next'),
    });
    // focus moves into the popover, on its main button
    await expect(next).toBeFocused();
    await next.click();
  }
  await expect(tour(page)).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: text('it', 'ricerca_cliente.title') }),
  ).toBeFocused();

  // a reload does not show it again, nor does a new sale in the same browser
  await page.reload();
  await noTour(page);
  await page.goto(START);
  await noTour(page);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('funnel.tour')))!)).toEqual({
    seen: ['ricerca-cliente'],
  });

  // later screens show no tour by themselves, only from the "?"; Escape closes it; Back shows none
  await page.reload();
  await noTour(page);
  await page.getByRole('radio', { name: text('it', 'ricerca_cliente.no') }).check();
  await page.getByRole('button', { name: text('it', 'shell.next'), exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text('it', 'dati_anagrafici.title') }),
  ).toBeFocused();
  await noTour(page);
  await page.getByRole('button', { name: text('it', 'shell.page_guide') }).click();
  await expect(tourDialog(page, 'it', 'tour.dati_anagrafici.heading')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tour(page)).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: text('it', 'dati_anagrafici.title') }),
  ).toBeFocused();
  await page.getByRole('button', { name: text('it', 'shell.back'), exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text('it', 'ricerca_cliente.title') }),
  ).toBeVisible();
  await noTour(page);
});

test('the help button shows the screen’s whole tour, from the keyboard too', async ({ page }) => {
  await page.goto(START);
  await rejectCookies(page);
  await expect(tourDialog(page, 'it', 'tour.ricerca_cliente.heading')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tour(page)).toHaveCount(0);

  const help = page.getByRole('button', { name: text('it', 'shell.page_guide') });
  await help.focus();
  await page.keyboard.press('Enter');
  const first = tourDialog(page, 'it', 'tour.ricerca_cliente.heading');
  await expect(first).toBeVisible();
  await expect(first.getByText(`1 di ${RICERCA_CLIENTE.length}`)).toBeVisible();
  // Tab goes round the popover's buttons: Previous is disabled on the first step, so Next, Close
  await expect(first.getByRole('button', { name: text('it', 'tour.controls.next') })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(first.getByRole('button', { name: text('it', 'tour.controls.close') })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(first.getByRole('button', { name: text('it', 'tour.controls.next') })).toBeFocused();
  await page.keyboard.press('Enter');
  const second = tourDialog(page, 'it', 'tour.ricerca_cliente.customer');
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: text('it', 'tour.controls.previous') }).click();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: text('it', 'tour.controls.close') }).click();
  await expect(tour(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('no violations with the popover open (axe, WCAG 2.2 AA)', async ({ page }) => {
  await page.goto(START);
  await rejectCookies(page);
  await expect(tourDialog(page, 'it', 'tour.ricerca_cliente.heading')).toBeVisible();
  await still(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: text('it', 'tour.controls.next') }).click();
  await expect(tourDialog(page, 'it', 'tour.common.progress')).toBeVisible();
  await still(page);
  await expectAccessible(page);
});

test('a resumed sale (vendita given) is not a first visit: no tour, but the help button', async ({
  page,
  request,
}) => {
  const uuid = await createSale(request);
  await page.goto(`${START}&vendita=${uuid}`);
  await noTour(page);
  await page.getByRole('button', { name: text('it', 'shell.page_guide') }).click();
  await expect(tourDialog(page, 'it', 'tour.ricerca_cliente.heading')).toBeVisible();
});

test('typing in a field closes the tour, and the field keeps the focus and the text', async ({ page }) => {
  await page.goto(START);
  await rejectCookies(page);
  await expect(tourDialog(page, 'it', 'tour.ricerca_cliente.heading')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('radio', { name: text('it', 'ricerca_cliente.no') }).check();
  await page.getByRole('button', { name: text('it', 'shell.next'), exact: true }).click();

  // the tour points at the fiscal code: the customer clicks into it and types
  await expect(
    page.getByRole('heading', { level: 1, name: text('it', 'dati_anagrafici.title') }),
  ).toBeFocused();
  await page.getByRole('button', { name: text('it', 'shell.page_guide') }).click();
  await expect(tourDialog(page, 'it', 'tour.dati_anagrafici.heading')).toBeVisible();
  await page.getByRole('button', { name: text('it', 'tour.controls.next') }).click();
  await expect(tourDialog(page, 'it', 'tour.dati_anagrafici.fiscal_code')).toBeVisible();
  const cf = page.getByRole('textbox', { name: text('it', 'dati_anagrafici.fiscal_code'), exact: true });
  await cf.click();
  await expect(tour(page)).toBeVisible(); // the field it points at, focused: still open
  await page.keyboard.type('BNCGLI');
  await expect(tour(page)).toHaveCount(0);
  await expect(cf).toBeFocused();
  await expect(cf).toHaveValue('BNCGLI');

  // a field the tour does not point at (a screen reader moves there, say) closes it as well
  await page.getByRole('button', { name: text('it', 'shell.page_guide') }).click();
  await expect(tourDialog(page, 'it', 'tour.dati_anagrafici.heading')).toBeVisible();
  const email = page.getByRole('textbox', { name: text('it', 'dati_anagrafici.email'), exact: true });
  await email.focus();
  await expect(tour(page)).toHaveCount(0);
  await expect(email).toBeFocused();
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the banner first, then the short tour, in the customer’s language', async ({ page }) => {
    await page.goto(START);
    await noTour(page);
    await rejectCookies(page, 'en');
    const dialog = tourDialog(page, 'en', 'tour.ricerca_cliente.heading');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(text('en', 'tour.ricerca_cliente.heading.description'));
    await expect(dialog.getByRole('button', { name: text('en', 'tour.controls.next') })).toBeFocused();
    await expect(dialog.getByRole('button', { name: text('en', 'tour.controls.close') })).toBeVisible();
    await expect(dialog.getByText(`1 of ${FIRST_VISIT.length}`)).toBeVisible();
    await dialog.getByRole('button', { name: text('en', 'tour.controls.next') }).click();
    await tourDialog(page, 'en', 'tour.common.progress')
      .getByRole('button', { name: text('en', 'tour.controls.next') })
      .click();
    const help = tourDialog(page, 'en', 'tour.common.help');
    await expect(help).toHaveAccessibleDescription(text('en', 'tour.common.help.description'));
    await help.getByRole('button', { name: text('en', 'tour.controls.done') }).click();
    await expect(tour(page)).toHaveCount(0);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('every popover sits beside what it shows, inside the screen', async ({ page }) => {
    await page.goto(START);
    await idle(page);
    await expect(page.getByRole('button', { name: text('it', 'shell.page_guide') })).toBeVisible();
    await rejectCookies(page);
    for (const [i, key] of FIRST_VISIT.entries()) {
      const dialog = tourDialog(page, 'it', key);
      await expect(dialog).toBeVisible();
      await still(page);
      await page.screenshot({ path: `test-results/screens/tour-phone-${i}.png` });
      const box = (await dialog.boundingBox())!;
      const target = (await page.locator('.driver-active-element').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      const apart =
        box.y >= target.y + target.height ||
        box.y + box.height <= target.y ||
        box.x >= target.x + target.width ||
        box.x + box.width <= target.x;
      expect(apart, `${key}: popover over the element`).toBe(true);
      const last = i === FIRST_VISIT.length - 1;
      await dialog
        .getByRole('button', { name: text('it', last ? 'tour.controls.done' : 'tour.controls.next') })
        .tap();
    }
    await expect(tour(page)).toHaveCount(0);
  });
});
