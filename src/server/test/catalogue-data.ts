import { expect } from 'vitest';
import type { BrandAdmin } from '../../shared/schemas/catalogue-admin';
import type { StaffClient } from './staff-client';

// The catalogue as the back office's API tests write it.

/** A brand body the back office takes (colours that read, no logo, nothing switched on). */
export const NEW_BRAND = {
  codice: 'nova',
  nome: 'Nova Energia',
  colori: { primario: '#1a4d8f', secondario: '#f0b400', sfondo: '#ffffff', testo: '#111827' },
  sitoPubblico: 'https://www.nova-energia.example',
  gaTrackingId: '',
  gtmId: 'GTM-NOVA01',
  manutenzione: false,
  messaggioManutenzione: '',
  creditCheckEnabled: false,
  creditCheckMessage: '',
  widgetEnabled: false,
  widget: null,
};

/** An admin changes some of a brand's settings, as the brand's form does: the rest sent as they are. */
export async function changeBrand(admin: StaffClient, id: number, changes: Partial<typeof NEW_BRAND>) {
  const brand = (await admin.get(`/catalogue/brands/${id}`)).json<BrandAdmin>();
  const { id: _id, logoUrl: _l, documenti: _d, ...body } = brand;
  const res = await admin.put(`/catalogue/brands/${id}`, { ...body, ...changes });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BrandAdmin>();
}
