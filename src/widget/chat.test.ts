// @vitest-environment jsdom
import { getByRole, queryByRole, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mountChat } from './chat';
import type { ChatHandle } from './chat';
import { testFaq } from './test-faq';

// The launcher and its dialog as a keyboard or screen reader user meets them.

let chat: ChatHandle | null = null;
afterEach(() => {
  chat?.destroy();
  chat = null;
});

function mount(lang: 'it' | 'en' = 'it') {
  chat = mountChat(document, testFaq(lang));
  const launcher = getByRole(document.body, 'button', {
    name: lang === 'it' ? 'Domande? Chatta con noi' : 'Questions? Chat with us',
  });
  const dialog = () => getByRole(document.body, 'dialog', { hidden: true });
  return { launcher, dialog, user: userEvent.setup() };
}

describe('the launcher', () => {
  it('is a button that says it opens a dialog, collapsed at first', () => {
    const { launcher, dialog } = mount();
    expect(launcher.getAttribute('type')).toBe('button');
    expect(launcher.getAttribute('aria-haspopup')).toBe('dialog');
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(launcher.getAttribute('aria-controls')).toBe(dialog().id);
    expect(dialog().hidden).toBe(true);
    expect(queryByRole(document.body, 'dialog')).toBeNull();
  });

  it('marks the page, so its end scrolls clear of the launcher, and leaves it on destroy', () => {
    mount();
    expect(document.documentElement.hasAttribute('data-funnel-chat')).toBe(true);
    expect(document.head.querySelector('style[data-funnel-chat]')?.textContent).toContain(
      ':root[data-funnel-chat] body{padding-bottom:',
    );
    chat?.destroy();
    chat = null;
    expect(document.documentElement.hasAttribute('data-funnel-chat')).toBe(false);
    expect(document.querySelector('.fc')).toBeNull();
  });
});

describe('the dialog', () => {
  it('opens labelled by its title, expanded, with focus in the labelled question field', async () => {
    const { launcher, user } = mount();
    await user.click(launcher);

    const dialog = getByRole(document.body, 'dialog', { name: 'Assistente Aurora Luce e Gas' });
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    const input = within(dialog).getByRole('textbox', { name: 'La tua domanda' });
    expect(document.activeElement).toBe(input);
    expect(within(dialog).getByRole('list', { name: 'Conversazione' }).textContent).toContain(
      'Ciao! Sono l’assistente di Aurora Luce e Gas.',
    );
  });

  it('answers a typed question in the log and in the polite live region', async () => {
    const { launcher, user } = mount();
    await user.click(launcher);
    const dialog = getByRole(document.body, 'dialog');
    const live = within(dialog).getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('');

    await user.type(within(dialog).getByRole('textbox'), 'Dove trovo il POD?{Enter}');

    expect(live.textContent).toBe('Nella prima pagina della bolletta.');
    const log = within(dialog).getByRole('list', { name: 'Conversazione' });
    const items = within(log)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items.slice(-2)).toEqual([
      'Tu: Dove trovo il POD?',
      'Assistente: Nella prima pagina della bolletta.',
    ]);
    expect((within(dialog).getByRole('textbox') as HTMLInputElement).value).toBe('');
  });

  it('a question it cannot match gets the fallback to customer service; an empty one nothing', async () => {
    const { launcher, user } = mount();
    await user.click(launcher);
    const dialog = getByRole(document.body, 'dialog');
    const before = within(dialog).getAllByRole('listitem').length;

    await user.click(within(dialog).getByRole('button', { name: 'Invia' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(before);

    await user.type(within(dialog).getByRole('textbox'), 'Che tempo fa?{Enter}');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Non ho una risposta: chiama il numero verde 800 654 321.',
    );
  });

  it('a frequent question is a button that asks it', async () => {
    const { launcher, user } = mount();
    await user.click(launcher);
    const dialog = getByRole(document.body, 'dialog');
    const group = within(dialog).getByRole('group', { name: 'Domande frequenti' });

    await user.click(within(group).getByRole('button', { name: 'Che cos’è una voltura?' }));
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Il cambio di intestatario di una fornitura attiva.',
    );
  });

  it('Escape closes it and gives focus back to the launcher; so do the close button and the launcher', async () => {
    const { launcher, dialog, user } = mount();
    await user.click(launcher);
    await user.keyboard('{Escape}');
    expect(dialog().hidden).toBe(true);
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(launcher);

    await user.keyboard('{Enter}');
    expect(dialog().hidden).toBe(false);
    await user.click(within(dialog()).getByRole('button', { name: 'Chiudi la chat' }));
    expect(dialog().hidden).toBe(true);
    expect(document.activeElement).toBe(launcher);

    await user.click(launcher);
    await user.click(launcher);
    expect(dialog().hidden).toBe(true);
  });

  it('speaks English when asked to', async () => {
    const { launcher, user } = mount('en');
    await user.click(launcher);
    const dialog = getByRole(document.body, 'dialog', { name: 'Aurora Luce e Gas assistant' });
    expect(within(dialog).getByRole('textbox', { name: 'Your question' })).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Close the chat' })).toBeDefined();
    expect(document.querySelector('.fc')?.getAttribute('lang')).toBe('en');
  });

  it('shows answers as text, never as markup', async () => {
    chat = mountChat(document, {
      ...testFaq(),
      fallback: '<img src=x onerror="alert(1)">',
    });
    const user = userEvent.setup();
    await user.click(getByRole(document.body, 'button', { name: 'Domande? Chatta con noi' }));
    await user.type(getByRole(document.body, 'textbox'), 'niente{Enter}');
    expect(document.querySelector('.fc img')).toBeNull();
    expect(getByRole(document.body, 'status').textContent).toBe('<img src=x onerror="alert(1)">');
  });
});
