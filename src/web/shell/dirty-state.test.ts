import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BADGE_ONLY_ICON, createDirtyState } from './dirty-state';

function icon() {
  return document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
}

function leave() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

/** A 2D context that records what is drawn on it. */
function recordingContext() {
  const calls: Array<[string, ...unknown[]]> = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      calls.push([name, ...args]);
  const context = {
    beginPath: record('beginPath'),
    arc: record('arc'),
    fill: record('fill'),
    stroke: record('stroke'),
    drawImage: record('drawImage'),
    fillText: record('fillText'),
  };
  return { calls, context: context as unknown as CanvasRenderingContext2D };
}

/** The <img> the dirty state creates to read the current favicon (jsdom loads no images itself). */
function spyOnImages() {
  const images: HTMLImageElement[] = [];
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation((tag: string, options?: ElementCreationOptions) => {
    const element = create(tag, options);
    if (element instanceof HTMLImageElement) images.push(element);
    return element;
  });
  return images;
}

beforeEach(() => {
  // as jsdom without the canvas package, minus its "not implemented" message; tests with a canvas override it
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  document.head.innerHTML = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
  document.title = 'Dati personali';
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createDirtyState', () => {
  it('marks the title, arms the leave confirmation and restores both when cleared', () => {
    const state = createDirtyState();
    expect(leave().defaultPrevented).toBe(false);

    state.set(true);
    expect(state.isDirty()).toBe(true);
    expect(document.title).toBe('* Dati personali');
    expect(leave().defaultPrevented).toBe(true);

    state.set(false);
    expect(state.isDirty()).toBe(false);
    expect(document.title).toBe('Dati personali');
    expect(leave().defaultPrevented).toBe(false);
  });

  it('is idempotent: set(true) twice adds one asterisk and one clear undoes it', () => {
    const state = createDirtyState();
    state.set(true);
    state.set(true);
    expect(document.title).toBe('* Dati personali');
    state.set(false);
    expect(document.title).toBe('Dati personali');
    expect(leave().defaultPrevented).toBe(false);
    state.set(false);
    expect(document.title).toBe('Dati personali');
  });

  it('keeps the asterisk when the shell changes the title while dirty', () => {
    const state = createDirtyState();
    state.setTitle('Indirizzo di fornitura');
    expect(document.title).toBe('Indirizzo di fornitura');
    state.set(true);
    state.setTitle('Dati tecnici');
    expect(document.title).toBe('* Dati tecnici');
    state.set(false);
    expect(document.title).toBe('Dati tecnici');
  });

  it('falls back to a badge-only icon when there is no canvas context, and restores the favicon', async () => {
    const state = createDirtyState();
    state.set(true);
    await vi.waitFor(() => expect(icon()?.getAttribute('href')).toBe(BADGE_ONLY_ICON));
    expect(icon()?.type).toBe('image/svg+xml');
    expect(decodeURIComponent(BADGE_ONLY_ICON)).toContain('cx="22" cy="24"');

    state.set(false);
    expect(icon()?.getAttribute('href')).toBe('/favicon.svg');
    expect(icon()?.getAttribute('type')).toBe('image/svg+xml');
  });

  it('falls back to a badge-only icon when the favicon image cannot be loaded', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(recordingContext().context);
    const images = spyOnImages();
    const state = createDirtyState();
    state.set(true);
    images[0]?.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(icon()?.getAttribute('href')).toBe(BADGE_ONLY_ICON));
  });

  it('draws the current favicon at 32x32 and the badge at 22,24 on a canvas', async () => {
    const { calls, context } = recordingContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,BADGED');
    const images = spyOnImages();
    const state = createDirtyState();

    state.set(true);
    expect(images[0]?.src).toBe(new URL('/favicon.svg', document.baseURI).href);
    images[0]?.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(icon()?.getAttribute('href')).toBe('data:image/png;base64,BADGED'));
    expect(icon()?.type).toBe('image/png');

    const names = calls.map(([name]) => name);
    expect(names.indexOf('drawImage')).toBeLessThan(names.indexOf('arc'));
    expect(calls).toContainEqual(['drawImage', images[0], 0, 0, 32, 32]);
    const arc = calls.find(([name]) => name === 'arc');
    expect(arc?.slice(1, 3)).toEqual([22, 24]);
    expect(calls).toContainEqual(['fillText', '!', 22, 24]);

    state.set(false);
    expect(icon()?.getAttribute('href')).toBe('/favicon.svg');
    expect(icon()?.getAttribute('type')).toBe('image/svg+xml');
  });

  it('does not apply a badge that finishes drawing after the state was cleared', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(recordingContext().context);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,LATE');
    const images = spyOnImages();
    const state = createDirtyState();
    state.set(true);
    state.set(false);
    images[0]?.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(icon()?.getAttribute('href')).toBe('/favicon.svg');
  });

  it('adds a badge icon when the page has none, and removes it when cleared', async () => {
    document.head.innerHTML = '';
    const state = createDirtyState();
    state.set(true);
    await vi.waitFor(() => expect(icon()?.getAttribute('href')).toBe(BADGE_ONLY_ICON));
    state.set(false);
    expect(document.head.querySelector('link')).toBeNull();
  });

  it('uses the document and window it is given', () => {
    const other = document.implementation.createHTMLDocument('Altro');
    const target = new EventTarget() as Window;
    const state = createDirtyState({ document: other, window: target });
    state.set(true);
    expect(other.title).toBe('* Altro');
    expect(document.title).toBe('Dati personali');
    const event = new Event('beforeunload', { cancelable: true });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
