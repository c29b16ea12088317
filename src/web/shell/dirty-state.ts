// spec 4 "Unsaved changes (dirty state)": while the visitor has unsaved changes the page title gets a
// leading asterisk, the favicon a warning badge drawn at offset 22,24, and leaving the page asks for
// confirmation. Clearing restores all three as they were.

export type DirtyState = {
  set(dirty: boolean): void;
  isDirty(): boolean;
  /** How the shell changes the page title (instead of writing document.title): keeps the asterisk while dirty. */
  setTitle(title: string): void;
};

const SIZE = 32;
const BADGE = { x: 22, y: 24, radius: 8, fill: '#f59e0b', ring: '#ffffff', mark: '#1a1a1a' };

/** The badge alone: used when the current icon cannot be drawn (no canvas, image error, tainted canvas). */
export const BADGE_ONLY_ICON = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<circle cx="${BADGE.x}" cy="${BADGE.y}" r="${BADGE.radius}" fill="${BADGE.fill}" stroke="${BADGE.ring}" stroke-width="1.5"/>` +
    `<text x="${BADGE.x}" y="${BADGE.y}" font-family="Arial,sans-serif" font-size="12" font-weight="700" ` +
    `text-anchor="middle" dominant-baseline="central" fill="${BADGE.mark}">!</text></svg>`,
)}`;

function drawBadge(context: CanvasRenderingContext2D) {
  context.beginPath();
  context.arc(BADGE.x, BADGE.y, BADGE.radius, 0, 2 * Math.PI);
  context.fillStyle = BADGE.fill;
  context.fill();
  context.lineWidth = 1.5;
  context.strokeStyle = BADGE.ring;
  context.stroke();
  context.fillStyle = BADGE.mark;
  context.font = 'bold 12px Arial, sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText('!', BADGE.x, BADGE.y);
}

/** The current icon at 32x32 with the badge on it, as a PNG data URL; the badge alone if that fails. */
function badgedIcon(doc: Document, source: string): Promise<{ href: string; type: string }> {
  const fallback = { href: BADGE_ONLY_ICON, type: 'image/svg+xml' };
  const canvas = doc.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext('2d');
  if (!context || !source) return Promise.resolve(fallback);
  return new Promise((resolve) => {
    const image = doc.createElement('img');
    image.addEventListener('error', () => resolve(fallback));
    image.addEventListener('load', () => {
      try {
        context.drawImage(image, 0, 0, SIZE, SIZE);
        drawBadge(context);
        resolve({ href: canvas.toDataURL('image/png'), type: 'image/png' });
      } catch {
        resolve(fallback); // a cross-origin icon taints the canvas: toDataURL throws
      }
    });
    image.src = source;
  });
}

type Saved = { link: HTMLLinkElement; href: string | null; type: string | null };

function restoreAttribute(link: HTMLLinkElement, name: string, value: string | null) {
  if (value === null) link.removeAttribute(name);
  else link.setAttribute(name, value);
}

export function createDirtyState({
  document: doc = globalThis.document,
  window: win = globalThis.window,
}: { document?: Document; window?: Window } = {}): DirtyState {
  let dirty = false;
  let title = doc.title;
  let saved: Saved[] = [];
  let added: HTMLLinkElement | null = null;
  let drawing = 0; // a badge drawn for an earlier set(true) must not land after set(false)

  function onBeforeUnload(event: BeforeUnloadEvent) {
    event.preventDefault();
    event.returnValue = ''; // older Chrome and Safari ask only when returnValue is set
  }

  function badgeFavicon() {
    const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
    saved = links.map((link) => ({ link, href: link.getAttribute('href'), type: link.getAttribute('type') }));
    if (links.length === 0) {
      added = doc.createElement('link');
      added.rel = 'icon';
      doc.head.append(added);
      links.push(added);
    }
    const first = saved[0];
    const current = ++drawing;
    void badgedIcon(doc, first?.href ? first.link.href : '').then(({ href, type }) => {
      if (!dirty || current !== drawing) return;
      for (const link of links) {
        link.type = type;
        link.href = href;
      }
    });
  }

  function restoreFavicon() {
    drawing++;
    for (const { link, href, type } of saved) {
      restoreAttribute(link, 'href', href);
      restoreAttribute(link, 'type', type);
    }
    added?.remove();
    saved = [];
    added = null;
  }

  return {
    set(next) {
      if (next === dirty) return;
      dirty = next;
      if (dirty) {
        title = doc.title;
        doc.title = `* ${title}`;
        win.addEventListener('beforeunload', onBeforeUnload);
        badgeFavicon();
      } else {
        doc.title = title;
        win.removeEventListener('beforeunload', onBeforeUnload);
        restoreFavicon();
      }
    },
    isDirty: () => dirty,
    setTitle(next) {
      title = next;
      doc.title = dirty ? `* ${next}` : next;
    },
  };
}
