import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render-screen';
import { useAlert } from './alerts';
import type { AlertSpec } from './error-catalogue';

// An alert whose message is its title ("Il link non è più utilizzabile.") is read once: named by its
// title, with no description repeating it.

/** A page with a control that raises the alert, as a failed request would. */
function pageRaising(alert: AlertSpec) {
  return function Page() {
    const show = useAlert();
    return (
      <button type="button" onClick={() => void show(alert)}>
        Avanti
      </button>
    );
  };
}

describe('alerts', () => {
  for (const [lang, sentence] of [
    ['it', 'Il link non è più utilizzabile.'],
    ['en', 'This link can no longer be used.'],
  ] as const) {
    it(`says a sentence once when the message repeats the title (${lang})`, async () => {
      const Page = pageRaising({
        level: 'warning',
        title: 'errors.link_unusable',
        message: { key: 'errors.link_unusable' },
        redirect: false,
      });
      await renderScreen(Page, {}, lang);
      await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
      const dialog = screen.getByRole('alertdialog', { hidden: true });
      expect(dialog.getAttribute('aria-describedby')).toBeNull();
      expect(dialog.textContent?.split(sentence)).toHaveLength(2);
    });
  }

  it('keeps a different message as the description', async () => {
    const Page = pageRaising({
      level: 'warning',
      title: 'errors.sale_cancelled',
      message: { key: 'shell.cancelled_detail' },
      redirect: false,
    });
    await renderScreen(Page, {});
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    const dialog = screen.getByRole('alertdialog', { hidden: true });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /annullata/,
    );
  });
});
