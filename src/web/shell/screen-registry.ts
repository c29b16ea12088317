import type { ComponentType } from 'react';

// spec 2: each server step name maps to a screen with a brand prefix: `<brand>-<screen>` when that
// brand overrides it, else the generic screen, else the unknown screen. Every screen is its own
// lazily loaded chunk (screens/<kebab-name>/screen.tsx) exporting its component and its stylesheet.

export type ScreenModule = { default: ComponentType; styles?: string };

const loaders = import.meta.glob<ScreenModule>('../screens/*/screen.tsx');

export const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const folderOf = (path: string) => path.split('/').at(-2) ?? '';
const AVAILABLE = new Map(Object.entries(loaders).map(([path, load]) => [folderOf(path), load]));

/** The folder of the screen that shows `step` under `brand` (pure; tested). */
export function resolveScreen(
  step: string,
  brand: string,
  available: ReadonlySet<string> | Map<string, unknown>,
): string {
  const generic = kebab(step);
  if (available.has(`${brand}-${generic}`)) return `${brand}-${generic}`;
  if (available.has(generic)) return generic;
  return 'unknown';
}

export function loadScreen(
  step: string,
  brand: string,
): { folder: string; load: () => Promise<ScreenModule> } {
  const folder = resolveScreen(step, brand, AVAILABLE);
  const load = AVAILABLE.get(folder) ?? AVAILABLE.get('unknown');
  if (!load) throw new Error('the unknown screen is missing');
  return { folder, load };
}
