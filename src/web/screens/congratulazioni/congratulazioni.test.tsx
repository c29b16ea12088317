import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UUID, funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import CongratulazioniScreen from './screen';

describe('congratulazioni', () => {
  it('offers the signed contract as a download from the sale’s plain link', async () => {
    await renderScreen(CongratulazioniScreen, funnelAt('congratulazioni', { index: 9 }));
    const link = screen.getByRole('link', { name: /Scarica il contratto firmato/ });
    expect(link.getAttribute('href')).toBe(`/api/v1/vendite/${UUID}/contratto`);
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Il tuo contratto' })).toBeTruthy();
  });
});
