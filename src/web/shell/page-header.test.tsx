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

describe('the brand in the header', () => {
  const marchio = {
    id: 9,
    codice: 'nuovo',
    nome: 'Nuova Energia',
    logoUrl: '',
    colori: { primario: '#0b4f8a', secondario: '#e07b00', sfondo: '#ffffff', testo: '#1a1a1a' },
    sitoPubblico: 'https://nuova.example',
    privacyUrl: '/p.pdf',
  };

  it('a brand without a logo yet shows its name, linked to its site, and no broken image', () => {
    render(
      <I18nextProvider i18n={i18next}>
        <PageHeader marchio={marchio} onCancel={null} onHelp={null} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'Nuova Energia' }).getAttribute('href')).toBe(
      'https://nuova.example',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });
});
