import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { advanceFailure, loadFailure, setupFailure } from './error-catalogue';

const api = (status: number, code: string, message = '', fields?: Record<string, string>) =>
  new ApiError(status, code, message, fields);

describe('spec 8: step advance failure', () => {
  it('403 maintenance shows "Sito in manutenzione" with the server message and redirects', () => {
    expect(advanceFailure(api(403, 'maintenance', 'Torniamo alle 18'))).toEqual({
      kind: 'alert',
      alert: {
        level: 'warning',
        title: 'errors.maintenance.title',
        message: { text: 'Torniamo alle 18' },
        redirect: true,
      },
    });
  });
  it('403 maintenance without a message says "Riprova più tardi"', () => {
    const out = advanceFailure(api(403, 'maintenance', ''));
    expect(out.kind === 'alert' && out.alert.message).toEqual({ key: 'errors.maintenance.retry_later' });
  });
  it('a 403 csrf that survived the retry is not maintenance', () => {
    const out = advanceFailure(api(403, 'csrf', 'x'));
    expect(out).toMatchObject({ kind: 'alert', alert: { title: 'errors.oops', redirect: false } });
  });
  it('400 with fields goes back to the form', () => {
    expect(advanceFailure(api(400, 'validation', 'x', { 'forniture.0.pod': 'validation.pod' }))).toEqual({
      kind: 'fields',
      fields: { 'forniture.0.pod': 'validation.pod' },
    });
  });
  it('any other failure shows "Ops!" with the advance message', () => {
    for (const err of [api(500, 'internal'), new TypeError('Failed to fetch'), api(400, 'validation')]) {
      expect(advanceFailure(err)).toEqual({
        kind: 'alert',
        alert: {
          level: 'error',
          title: 'errors.oops',
          message: { key: 'errors.advance_failed' },
          redirect: false,
        },
      });
    }
  });
  it('a stale task reloads the step', () => {
    expect(advanceFailure(api(409, 'task.stale')).kind).toBe('reload');
  });
});

describe('spec 8: sale or proposal load failure', () => {
  it.each([
    ['404.1', 'info', 'errors.sale_concluded', false],
    ['404.2', 'warning', 'errors.sale_cancelled', false],
    ['404.3', 'warning', 'errors.link_unusable', true],
  ] as const)('%s is %s "%s"', (code, level, title, redirect) => {
    expect(loadFailure(api(404, code, 'x'))).toEqual({
      kind: 'alert',
      alert: { level, title, message: { key: title }, redirect },
    });
  });
  it('an expired sale says "Vendita scaduta"', () => {
    const out = loadFailure(api(404, '404.3', 'Vendita scaduta'));
    expect(out.kind === 'alert' && out.alert.message).toEqual({ key: 'errors.sale_expired' });
  });
  it('an unknown code shows "Ops!" with the unusable link text and redirects', () => {
    expect(loadFailure(api(500, 'internal'))).toEqual({
      kind: 'alert',
      alert: {
        level: 'error',
        title: 'errors.oops',
        message: { key: 'errors.link_unusable' },
        redirect: true,
      },
    });
  });
  it('403 is maintenance', () => {
    expect(loadFailure(api(403, 'maintenance', 'Lavori in corso'))).toMatchObject({
      alert: { title: 'errors.maintenance.title', message: { text: 'Lavori in corso' }, redirect: true },
    });
  });
});

describe('spec 8: sale setup failure', () => {
  it('409 says "Offerta scaduta, impossibile proseguire" and redirects', () => {
    expect(setupFailure(api(409, 'offer.expired'))).toEqual({
      kind: 'alert',
      alert: {
        level: 'warning',
        title: 'errors.offer_expired',
        message: { key: 'errors.offer_expired' },
        redirect: true,
      },
    });
  });
  it('403 is maintenance, then the provider site', () => {
    expect(setupFailure(api(403, 'maintenance', ''))).toMatchObject({ alert: { redirect: true } });
  });
  it('other errors are only logged', () => {
    expect(setupFailure(api(400, 'validation'))).toEqual({ kind: 'log' });
    expect(setupFailure(new Error('network'))).toEqual({ kind: 'log' });
  });
});
