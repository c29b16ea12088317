import type { Page } from '@playwright/test';
import { text } from './locale';
import type { Lang } from './locale';
import { expect, expectAccessible, test } from './support';

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
