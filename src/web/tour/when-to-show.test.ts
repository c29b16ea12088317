import { describe, expect, it } from 'vitest';
import { isFormField, isTypingKey, shouldAutoShow } from './when-to-show';

function el(html: string): Element {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.firstElementChild!;
}

describe('when a tour shows by itself', () => {
  const heading = el('<h1 tabindex="-1">Titolo</h1>');
  const base = { firstTime: true, hasTour: true, seen: false, focused: heading };

  it('on a first visit, on a screen with a tour not seen yet', () => {
    expect(shouldAutoShow(base)).toBe(true);
  });

  it('never on a resumed sale (spec 4: vendita given, first time false)', () => {
    expect(shouldAutoShow({ ...base, firstTime: false })).toBe(false);
  });

  it('not twice, and not without a tour', () => {
    expect(shouldAutoShow({ ...base, seen: true })).toBe(false);
    expect(shouldAutoShow({ ...base, hasTour: false })).toBe(false);
  });

  it('not while a field has the focus', () => {
    expect(shouldAutoShow({ ...base, focused: el('<input name="x">') })).toBe(false);
    expect(shouldAutoShow({ ...base, focused: el('<button>Avanti</button>') })).toBe(true);
    expect(shouldAutoShow({ ...base, focused: null })).toBe(true);
  });
});

describe('form fields and typing', () => {
  it('text-like inputs, choices, selects and text areas are fields; buttons are not', () => {
    for (const html of [
      '<input>',
      '<input type="email">',
      '<input type="radio">',
      '<input type="checkbox">',
      '<input type="file">',
      '<select></select>',
      '<textarea></textarea>',
    ])
      expect(isFormField(el(html)), html).toBe(true);
    for (const html of ['<input type="submit">', '<input type="hidden">', '<button>x</button>', '<h1>x</h1>'])
      expect(isFormField(el(html)), html).toBe(false);
    expect(isFormField(null)).toBe(false);
  });

  it('moving the focus or closing is not typing; characters, Backspace and arrows are', () => {
    for (const key of ['Tab', 'Shift', 'Escape']) expect(isTypingKey(key)).toBe(false);
    for (const key of ['a', '7', 'Backspace', 'ArrowDown', ' ']) expect(isTypingKey(key)).toBe(true);
  });
});
