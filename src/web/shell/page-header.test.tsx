import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import itLocale from '../i18n/locales/it';
import { PageHeader } from './page-header';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'it', resources: { it: { translation: itLocale } } });
});

function renderHeader(onHelp: (() => void) | null) {
  return render(
    <I18nextProvider i18n={i18next}>
      <PageHeader marchio={null} onCancel={null} onHelp={onHelp} />
    </I18nextProvider>,
  );
}

describe('the page header’s guide button (issue 6)', () => {
  it('is named, and replays the tour from the keyboard', async () => {
    const onHelp = vi.fn();
    renderHeader(onHelp);
    const button = screen.getByRole('button', { name: 'Guida alla pagina' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    expect(onHelp).toHaveBeenCalledTimes(1);
  });

  it('is absent on a screen without a tour', () => {
    renderHeader(null);
    expect(screen.queryByRole('button', { name: 'Guida alla pagina' })).toBeNull();
  });
});
