import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { DEMO_PROPOSAL, FULL_PROPOSAL } from '../../test/proposals';
import { backofficePageTexts } from '../funnel-texts';
import { FieldRows, ProposalGroups } from './proposal';
import { proposalView } from './proposal-view';

// The proposal on a sale's page as staff read it: the funnel's labels and words in the page's
// language, grouped under the steps' titles, never a technical key, and no key without its text.

const missing: string[] = [];
const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'it',
  fallbackLng: false,
  resources: {
    it: { translation: backofficePageTexts('it') },
    en: { translation: backofficePageTexts('en') },
  },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  saveMissing: true,
  missingKeyHandler: (_lngs, _ns, key) => missing.push(key),
});

async function renderProposal(lang: 'it' | 'en', proposta: Record<string, unknown>) {
  await i18n.changeLanguage(lang);
  missing.length = 0;
  const view = proposalView(proposta);
  return render(
    <I18nextProvider i18n={i18n}>
      <ProposalGroups groups={view.groups} empty="—" />
      <FieldRows rows={view.signature} />
    </I18nextProvider>,
  );
}

const term = (name: string) => screen.getByText(name, { selector: 'dt' });
const valueOf = (name: string) => term(name).nextElementSibling?.textContent;

describe("a sale's proposal on its page", () => {
  it('it: the demo sale reads with the funnel’s labels and words', async () => {
    const { container } = await renderProposal('it', DEMO_PROPOSAL);
    const holder = screen.getByRole('region', { name: 'I tuoi dati' });
    expect(within(holder).getByText('Nome', { selector: 'dt' })).toBeTruthy();
    expect(valueOf('Nome')).toBe('Mario');
    expect(valueOf('Codice fiscale')).toBe('RSSMRA85T10A562S');
    expect(valueOf("Titolo di occupazione dell'immobile")).toBe('Proprietario');
    expect(valueOf('Operazione')).toBe('Cambio fornitore');
    expect(valueOf('Intestatario')).toBe('Persona fisica');
    expect(container.textContent).not.toMatch(/intestatario\.|forniture\.|dati_anagrafici\.|enums\./);
    // the steps not reached yet say so
    expect(within(screen.getByRole('region', { name: 'Metodo di pagamento' })).getByText('—')).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('en: a full proposal reads in English, yes/no and codes as words, times in the page’s format', async () => {
    const { container } = await renderProposal('en', FULL_PROPOSAL);
    expect(screen.getByRole('region', { name: 'Your details' })).toBeTruthy();
    expect(valueOf('Company name')).toBe('Rossi Srl');
    expect(valueOf('Company tax code')).toBe('01234567897');
    expect(screen.getByRole('heading', { level: 4, name: 'Legal representative' })).toBeTruthy();
    expect(screen.getAllByText('Committed power')[0]!.nextElementSibling?.textContent).toBe('4.5 kW');
    expect(screen.getAllByText('Residency').map((dt) => dt.nextElementSibling?.textContent)).toEqual([
      'Not resident',
      'Resident',
    ]);
    expect(valueOf('Voltage')).toBe('230 V – single phase');
    expect(valueOf('Privacy notice')).toBe('Accepted · version 2026.1 · 10/05/2026, 10:30:00');
    expect(valueOf('Marketing communications')).toMatch(/^Not accepted/);
    expect(valueOf('Signing code sent by')).toBe('e-mail');
    expect(valueOf('Signing code sent on')).toBe('10/05/2026, 10:33:00');
    expect(container.textContent).not.toMatch(/intestatario\.|forniture\.|pagamento\.|firma\.|enums\./);
    expect(missing).toEqual([]);
  });

  it('it: a yes/no the funnel has no words for reads Sì or No', async () => {
    await renderProposal('it', { ...DEMO_PROPOSAL, preferenze: { sms: true } });
    expect(valueOf('preferenze.sms')).toBe('Sì');
  });
});
