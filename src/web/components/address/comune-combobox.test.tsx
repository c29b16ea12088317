import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComuneSuggestion } from '../../api/lookups-api';
import { lookupsApi } from '../../api/lookups-api';
import { TextField } from '../fields';
import { initI18n } from '../../i18n/i18n';
import { addressOfComune } from './comune-choice';
import { ComuneCombobox } from './comune-combobox';

vi.mock('../../api/lookups-api', () => ({ lookupsApi: { comuni: vi.fn() } }));

const COMUNI: ComuneSuggestion[] = [
  {
    codiceIstat: '015146',
    nome: 'Milano',
    provincia: 'MI',
    nomeProvincia: 'Milano',
    cap: ['20121', '20122'],
  },
  {
    codiceIstat: '097049',
    nome: 'Milano Marittima',
    provincia: 'RA',
    nomeProvincia: 'Ravenna',
    cap: ['48015'],
  },
  { codiceIstat: '083048', nome: 'Milazzo', provincia: 'ME', nomeProvincia: 'Messina', cap: ['98057'] },
];
const comuni = vi.mocked(lookupsApi.comuni);

type Values = { indirizzo: { comune: string; cap: string; provincia: string } };

/** The comune field as the supply address screen wires it: a choice fills the province and the CAP. */
function Harness({ onSubmit = () => {} }: { onSubmit?: (v: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { indirizzo: { comune: '', cap: '', provincia: '' } } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)}>
        <ComuneCombobox
          name="indirizzo.comune"
          label="Comune"
          onChoose={(c, typed) => {
            const { provincia, cap } = addressOfComune(c, form.getValues('indirizzo.cap'), typed);
            form.setValue('indirizzo.provincia', provincia);
            form.setValue('indirizzo.cap', cap);
          }}
        />
        <TextField name="indirizzo.cap" label="CAP" />
        <TextField name="indirizzo.provincia" label="Provincia" />
        <button type="submit">Avanti</button>
      </form>
    </FormProvider>
  );
}

function renderHarness(onSubmit?: (v: Values) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness {...(onSubmit ? { onSubmit } : {})} />
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Comune' });
}

beforeAll(async () => {
  await initI18n('it');
});

beforeEach(() => {
  comuni.mockReset();
  comuni.mockImplementation((q: string) =>
    Promise.resolve(COMUNI.filter((c) => c.nome.toLowerCase().startsWith(q.toLowerCase()))),
  );
});

describe('ComuneCombobox', () => {
  it('asks the server once the customer has typed two characters, after a pause', async () => {
    const user = userEvent.setup();
    const input = renderHarness();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.type(input, 'm');
    await new Promise((r) => setTimeout(r, 400));
    expect(comuni).not.toHaveBeenCalled();
    await user.type(input, 'il');
    const list = await screen.findByRole('listbox', { name: 'Comune' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'MilanoMilano (MI)',
      'Milano MarittimaRavenna (RA)',
      'MilazzoMessina (ME)',
    ]);
    // typed quickly: one request for the whole word, not one per key
    expect(comuni.mock.calls.map(([q]) => q)).toEqual(['mil']);
    expect(screen.getByRole('status').textContent).toContain('3 comuni trovati');
  });

  it('moves through the suggestions with the arrow keys; Enter chooses and fills the province', async () => {
    const user = userEvent.setup();
    const input = renderHarness();
    await user.type(input, 'mil');
    await screen.findByRole('listbox');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    await user.keyboard('{ArrowDown}'); // wraps to the first
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await user.keyboard('{ArrowUp}'); // and back to the last
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    await user.keyboard('{ArrowUp}');

    await user.keyboard('{Enter}');
    expect(input).toHaveProperty('value', 'Milano Marittima');
    expect(screen.getByRole('textbox', { name: 'Provincia' })).toHaveProperty('value', 'RA');
    // one CAP: filled too
    expect(screen.getByRole('textbox', { name: 'CAP' })).toHaveProperty('value', '48015');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('leaves the CAP to choose when the comune has several', async () => {
    const user = userEvent.setup();
    const input = renderHarness();
    await user.type(input, 'mila');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveProperty('value', 'Milano');
    expect(screen.getByRole('textbox', { name: 'Provincia' })).toHaveProperty('value', 'MI');
    expect(screen.getByRole('textbox', { name: 'CAP' })).toHaveProperty('value', '');
  });

  it('Escape closes the suggestions and keeps what was typed; Enter then submits the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const input = renderHarness(onSubmit);
    await user.type(input, 'mil');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveProperty('value', 'mil');
    expect(screen.getByRole('textbox', { name: 'Provincia' })).toHaveProperty('value', '');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ indirizzo: { comune: 'mil', cap: '', provincia: '' } });
  });

  it('a click on a suggestion chooses it', async () => {
    const user = userEvent.setup();
    const input = renderHarness();
    await user.type(input, 'mil');
    await user.click(await screen.findByRole('option', { name: /Milazzo/ }));
    expect(input).toHaveProperty('value', 'Milazzo');
    expect(screen.getByRole('textbox', { name: 'Provincia' })).toHaveProperty('value', 'ME');
    expect(screen.getByRole('textbox', { name: 'CAP' })).toHaveProperty('value', '98057');
    expect(document.activeElement).toBe(input);
  });

  it('never offers the suggestions of an earlier text', async () => {
    const user = userEvent.setup();
    const input = renderHarness();
    await user.type(input, 'mil');
    await screen.findByRole('listbox');
    await user.type(input, 'az');
    // before the pause is over only the earlier answers that still match stay
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['MilazzoMessina (ME)']);
    await user.clear(input);
    await user.type(input, 'xyz');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveProperty('value', 'xyz');
    expect(screen.getByRole('textbox', { name: 'Provincia' })).toHaveProperty('value', '');
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    const input = renderHarness();
    await user.type(input, 'xyz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Nessun comune trovato'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('status').id);
  });
});
