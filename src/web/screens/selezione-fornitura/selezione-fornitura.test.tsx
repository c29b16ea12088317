import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FornituraCliente } from '../../../shared/schemas/clients';
import { descriptionOf, fieldError } from '../../test/accessible';
import { funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import SelezioneFornituraScreen from './screen';

const indirizzo = {
  toponimo: 'Via',
  via: 'Po',
  civico: '12',
  cap: '10123',
  comune: 'Torino',
  provincia: 'TO',
};
const LUCE: FornituraCliente = {
  codiceFornitura: 'F1000101',
  commodity: 'LUCE',
  pdp: 'IT001E10100101',
  indirizzo,
  tipoContratto: 'DOMESTICO',
  offertaAttuale: 'Lumen Luce Base 2024',
  compatibile: true,
};
const GAS: FornituraCliente = {
  ...LUCE,
  codiceFornitura: 'F1000102',
  commodity: 'GAS',
  pdp: '00880010100102',
  offertaAttuale: 'Lumen Gas Base 2024',
};
const cliente = {
  codiceCliente: 'C1000101',
  tipo: 'PF' as const,
  nome: 'Laura',
  codiceFiscale: 'VRD************F',
};

const next = () => screen.getByRole('button', { name: 'Avanti' });
const supplies = () => screen.getByRole('group', { name: 'Le tue forniture' });

describe('selezioneFornitura', () => {
  it("lists the customer's supplies, marks the one that does not fit and sends the one chosen", async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('selezioneFornitura', {
      operazione: 'CAMBIO_PRODOTTO',
      contesto: { cliente, fornitureCliente: [LUCE, { ...GAS, compatibile: false }] },
    });
    await renderScreen(SelezioneFornituraScreen, funnel);

    expect(screen.getByText(/Ciao Laura/).textContent).toBe(
      "Ciao Laura, ecco le forniture intestate a te: scegli quella da passare all'offerta Casa Luce.",
    );
    // the mark and the reason are read with the card they belong to, and only with it
    const gas = screen.getByRole('radio', { name: 'Fornitura di gas · PDR 00880010100102' });
    expect(descriptionOf(gas)).toMatch(/^Non compatibile con questa offerta /);
    expect(descriptionOf(gas)).toContain("È una fornitura di gas: l'offerta Casa Luce non la comprende.");
    const luce = screen.getByRole('radio', { name: 'Fornitura di luce · POD IT001E10100101' });
    expect(descriptionOf(luce)).not.toContain('Non compatibile');

    await user.click(next());
    await waitFor(() => expect(fieldError(supplies())).toBe('Campo obbligatorio.'));
    expect(funnel.next).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Fornitura di luce · POD IT001E10100101' }));
    await user.click(next());
    expect(funnel.next).toHaveBeenCalledWith({ codiciFornitura: ['F1000101'] });
  });

  it('"not listed" sends no supply', async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('selezioneFornitura', {
      operazione: 'CAMBIO_PRODOTTO',
      contesto: { cliente, fornitureCliente: [LUCE] },
    });
    await renderScreen(SelezioneFornituraScreen, funnel);

    await user.click(screen.getByRole('radio', { name: 'La mia fornitura non è in elenco' }));
    await user.click(next());
    expect(funnel.next).toHaveBeenCalledWith({ codiciFornitura: [] });
  });

  it('a dual offer takes one supply of each commodity, and "not listed" alone', async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('selezioneFornitura', {
      operazione: 'CAMBIO_PRODOTTO',
      offerta: 'LUCE_GAS',
      contesto: {
        cliente,
        fornitureCliente: [LUCE, GAS, { ...LUCE, codiceFornitura: 'F1000103', pdp: 'IT001E10100103' }],
      },
    });
    await renderScreen(SelezioneFornituraScreen, funnel);
    const box = (name: RegExp | string) => screen.getByRole('checkbox', { name });

    await user.click(box(/IT001E10100101/));
    await user.click(box(/IT001E10100103/));
    await user.click(next());
    await waitFor(() =>
      expect(fieldError(supplies())).toBe('Scegli al massimo una fornitura di luce e una di gas.'),
    );
    expect(funnel.next).not.toHaveBeenCalled();

    await user.click(box('La mia fornitura non è in elenco'));
    expect(box(/IT001E10100101/)).toHaveProperty('checked', false);
    await user.click(box(/IT001E10100101/));
    expect(box('La mia fornitura non è in elenco')).toHaveProperty('checked', false);
    await user.click(box(/00880010100102/));
    await user.click(next());
    expect(funnel.next).toHaveBeenCalledWith({ codiciFornitura: ['F1000101', 'F1000102'] });
  });
});
