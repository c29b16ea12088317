// What a screen reader tells about a control besides its name, for tests that assert what the user
// hears (there is no jest-dom here): the texts the control names in aria-describedby.

function described(el: Element): HTMLElement[] {
  const ids = el.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)).filter((d): d is HTMLElement => d !== null);
}

/** The control's description: the texts its aria-describedby names, in order, '' when none. */
export function descriptionOf(el: Element): string {
  return described(el)
    .map((d) => d.textContent ?? '')
    .join(' ');
}

/**
 * The error on a field as the form shows it (fields.tsx): named in the field's aria-describedby (and
 * listed in the step's error summary, which is the one alert); null when the field has none.
 */
export function fieldError(el: Element): string | null {
  const alert = described(el).find((d) => d.hasAttribute('data-field-error'));
  return alert ? (alert.textContent ?? '') : null;
}

/** What a description list (`<dl>`) says, term by term: `{ POD: 'IT001E…', Stato: '…' }`. */
export function definitionsOf(list: Element): Record<string, string> {
  const terms: Record<string, string> = {};
  for (const term of list.querySelectorAll('dt')) {
    const definition = term.nextElementSibling;
    if (definition?.tagName === 'DD') terms[term.textContent ?? ''] = definition.textContent ?? '';
  }
  return terms;
}
