import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createBusyCounter } from './busy';
import { BusyOverlay, BusyProvider, BusyScope } from './busy-overlay';

// The busy overlay as a keyboard and screen reader user meets it (issue 16 item 6): what is under it
// cannot be reached, the page says it is busy, and its words are read.

function renderPage() {
  const counter = createBusyCounter({ minMs: 0, initiallyVisible: false });
  render(
    <BusyProvider counter={counter}>
      <BusyScope>
        <main>
          <h1 id="step-title" tabIndex={-1}>
            Dati personali
          </h1>
          <button type="button">Avanti</button>
        </main>
      </BusyScope>
      <BusyOverlay logoUrl={null} brandName="Lumen Energia" />
    </BusyProvider>,
  );
  return counter;
}

const tick = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('the busy overlay', () => {
  it('makes the page inert and busy, and says so in a status region that was there before', async () => {
    const user = userEvent.setup();
    const counter = renderPage();
    await tick();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    const page = screen.getByRole('main').parentElement!;
    expect(page.hasAttribute('inert')).toBe(false);

    let done = () => {};
    act(() => {
      done = counter.begin('Un momento…');
    });
    expect(page.hasAttribute('inert')).toBe(true);
    expect(page.getAttribute('aria-busy')).toBe('true');
    // the same region, its words changed: read once (the overlay's own copy is hidden from readers)
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('Un momento…');
    expect(screen.getByTestId('busy-overlay').getAttribute('aria-hidden')).toBe('true');

    act(() => done());
    await tick();
    expect(page.hasAttribute('inert')).toBe(false);
    expect(page.getAttribute('aria-busy')).toBe('false');
    expect(status.textContent).toBe('');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Avanti' }));
  });

  it('puts the focus on the heading when the work ends and it was nowhere', async () => {
    const counter = renderPage();
    let done = () => {};
    act(() => {
      done = counter.begin();
    });
    (document.activeElement as HTMLElement | null)?.blur();
    act(() => done());
    await tick();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Dati personali' }));
  });
});
