import type { WidgetFaq } from '../shared/widget';
import { bestEntry } from './match';
import { STYLES } from './styles';
import { TEXTS } from './texts';

// The chat: a launcher button (aria-expanded) that opens a non-modal dialog; the funnel's form stays
// usable beside it. Opening moves focus to the question field; Escape or the close button closes it
// and gives focus back to the launcher. Answers are read out by a polite live region. Every text is
// set as text, never as HTML.

export type ChatHandle = { open(): void; close(): void; ask(question: string): string; destroy(): void };

const ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6v2h2v-2H7zm4 0v2h2v-2h-2zm4 0v2h2v-2h-2z"/></svg>';

let seq = 0;

function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: Partial<Record<string, string>> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

export function mountChat(doc: Document, faq: WidgetFaq): ChatHandle {
  const t = TEXTS[faq.lang];
  const id = `fc${++seq}`;

  const style = el(doc, 'style', { 'data-funnel-chat': '' }, STYLES);
  const root = el(doc, 'div', { class: 'fc', lang: faq.lang, 'data-brand': faq.brand.codice });

  const launcher = el(doc, 'button', {
    type: 'button',
    class: 'fc-launcher',
    'aria-expanded': 'false',
    'aria-controls': `${id}-panel`,
    'aria-haspopup': 'dialog',
  });
  launcher.innerHTML = ICON;
  launcher.append(el(doc, 'span', { class: 'fc-label' }, t.launcher));

  const panel = el(doc, 'div', {
    id: `${id}-panel`,
    class: 'fc-panel',
    role: 'dialog',
    'aria-labelledby': `${id}-title`,
  });
  panel.hidden = true;

  const head = el(doc, 'div', { class: 'fc-head' });
  const close = el(doc, 'button', { type: 'button', class: 'fc-close', 'aria-label': t.close }, '×');
  head.append(el(doc, 'h2', { id: `${id}-title`, class: 'fc-title' }, t.title(faq.brand.nome)), close);

  const body = el(doc, 'div', { class: 'fc-body' });
  const log = el(doc, 'ol', { class: 'fc-log', 'aria-label': t.conversation });
  const suggest = el(doc, 'div', { class: 'fc-suggest', role: 'group', 'aria-label': t.suggestions });
  // the live region holds the latest answer only: the question was just typed, the log is for reading
  const live = el(doc, 'p', { class: 'fc-sr', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  body.append(log, suggest, live);

  const form = el(doc, 'form', { class: 'fc-form', novalidate: '' });
  const input = el(doc, 'input', {
    id: `${id}-input`,
    type: 'text',
    name: 'question',
    autocomplete: 'off',
    maxlength: '200',
    enterkeyhint: 'send',
  });
  form.append(
    el(doc, 'label', { for: `${id}-input` }, t.input),
    input,
    el(doc, 'button', { type: 'submit', class: 'fc-send' }, t.send),
  );
  panel.append(head, body, form);
  root.append(launcher, panel);

  function say(who: 'you' | 'bot', text: string) {
    const item = el(doc, 'li', { class: `fc-msg fc-msg--${who}` });
    item.append(el(doc, 'span', { class: 'fc-sr' }, `${who === 'you' ? t.you : t.bot} `), text);
    log.append(item);
    body.scrollTop = body.scrollHeight;
  }

  function reply(question: string, answer: string): string {
    say('you', question);
    say('bot', answer);
    live.textContent = answer;
    return answer;
  }

  function ask(question: string): string {
    const q = question.trim();
    return q ? reply(q, bestEntry(q, faq.entries)?.answer ?? faq.fallback) : '';
  }

  function open() {
    panel.hidden = false;
    launcher.setAttribute('aria-expanded', 'true');
    input.focus();
  }

  function closePanel() {
    if (panel.hidden) return;
    panel.hidden = true;
    launcher.setAttribute('aria-expanded', 'false');
    launcher.focus();
  }

  say('bot', faq.greeting);
  for (const entry of faq.entries) {
    const chip = el(doc, 'button', { type: 'button', class: 'fc-chip' }, entry.question);
    chip.addEventListener('click', () => {
      reply(entry.question, entry.answer);
      input.focus();
    });
    suggest.append(chip);
  }

  launcher.addEventListener('click', () => (panel.hidden ? open() : closePanel()));
  close.addEventListener('click', closePanel);
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    // the funnel's own dialogs listen for Escape too: this one is the chat's
    event.stopPropagation();
    closePanel();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (ask(input.value)) input.value = '';
    input.focus();
  });

  doc.head.append(style);
  doc.body.append(root);
  doc.documentElement.setAttribute('data-funnel-chat', '');

  return {
    open,
    close: closePanel,
    ask,
    destroy() {
      root.remove();
      style.remove();
      doc.documentElement.removeAttribute('data-funnel-chat');
    },
  };
}
