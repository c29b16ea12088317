import type { Page } from '@playwright/test';
import { text } from './locale';
import type { Lang } from './locale';
import { expect, expectAccessible, signInToBackoffice, test } from './support';

// The back office (issue 15 item 1) as a member of staff meets it: sign in at /backoffice with the
// environment's administrator (development: operatore / operatore-demo), see who they are, sign out;
// by keyboard, in Italian and in English, with no axe violations.

async function signInByKeyboard(page: Page, lang: Lang, password: string) {
  await page.goto('/backoffice');
  await expect(
    page.getByRole('heading', { level: 1, name: text(lang, 'backoffice.sign_in.heading') }),
  ).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(text(lang, 'backoffice.sign_in.username'))).toBeFocused();
  await page.keyboard.type('operatore');
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

for (const [lang, locale] of [
  ['it', 'it-IT'],
  ['en', 'en-GB'],
] as const) {
  test.describe(lang, () => {
    test.use({ locale });

    test(`${lang}: sign in at /backoffice, see the user and role, sign out`, async ({ page }) => {
      await signInByKeyboard(page, lang, 'wrong-password');
      await expect(page.getByRole('alert')).toHaveText(text(lang, 'backoffice.errors.auth_session'));

      await page.getByLabel(text(lang, 'backoffice.sign_in.password')).fill('operatore-demo');
      await page.keyboard.press('Enter');
      const role = text(lang, 'backoffice.roles.admin');
      await expect(page.getByTestId('bo-user')).toHaveText(
        text(lang, 'backoffice.signed_in_as', { username: 'operatore', role }),
      );
      // an administrator sees the users, the environment's account among them (sales are the landing)
      await page.getByRole('link', { name: text(lang, 'backoffice.users.heading') }).click();
      await expect(page.getByRole('rowheader', { name: 'operatore' })).toBeVisible();
      await expectAccessible(page);

      // the session survives a reload: it is the server's, not the page's
      await page.reload();
      await expect(page.getByTestId('bo-user')).toBeVisible();

      await page.getByRole('button', { name: text(lang, 'backoffice.sign_out') }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: text(lang, 'backoffice.sign_in.heading') }),
      ).toBeVisible();
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: text(lang, 'backoffice.sign_in.heading') }),
      ).toBeVisible();
    });
  });
}

test.describe('the report section', () => {
  test('a viewer opens the funnel report from the navigation; filters live in the address', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToBackoffice(page, 'it', 'consultazione', 'consultazione-demo');
    const nav = page.getByRole('navigation', { name: text('it', 'backoffice.nav') });
    // a viewer has the report, not the users
    await expect(nav.getByRole('link', { name: text('it', 'backoffice.users.heading') })).toHaveCount(0);
    await nav.getByRole('link', { name: text('it', 'backoffice.report.heading') }).click();
    await expect(page).toHaveURL(/\/backoffice\/report$/);
    const heading = page.getByRole('heading', { level: 2, name: text('it', 'backoffice.report.heading') });
    await expect(heading).toBeFocused();
    await expect(page.getByRole('heading', { name: text('it', 'backoffice.report.summary') })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel(text('it', 'backoffice.report.operation')).selectOption('SUBENTRO');
    await page.getByRole('button', { name: text('it', 'backoffice.report.apply') }).click();
    await expect(page).toHaveURL(/\/backoffice\/report\?.*operazione=SUBENTRO/);
    await page.reload();
    await expect(page.getByLabel(text('it', 'backoffice.report.operation'))).toHaveValue('SUBENTRO');
    await page.goBack();
    await expect(page).toHaveURL(/\/backoffice\/report$/);
    await expect(page.getByLabel(text('it', 'backoffice.report.operation'))).toHaveValue('');

    // the CSV comes with the session
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: text('it', 'backoffice.report.download_csv') }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^funnel-report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );

    // an old bookmark of the operators' report lands here
    await page.goto('/operatori/report?operazione=VOLTURA');
    await expect(page).toHaveURL(/\/backoffice\/report\?operazione=VOLTURA$/);
    await expect(page.getByLabel(text('it', 'backoffice.report.operation'))).toHaveValue('VOLTURA');
  });
});
