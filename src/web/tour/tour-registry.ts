import type { TourStep } from './tour-step';

// Every screens/<screen>/tour.ts, found by the build: nothing lists them by hand. Each is loaded
// only when its tour runs, so no step enters what loads before the first screen.

type TourModule = { tour: TourStep[] };

const loaders = import.meta.glob<TourModule>('../screens/*/tour.ts');

const folderOf = (path: string) => path.split('/').at(-2) ?? '';
const AVAILABLE = new Map(Object.entries(loaders).map(([path, load]) => [folderOf(path), load]));

/**
 * The folder whose tour a screen shows (pure; tested): its own, else, for a brand's override
 * (`<brand>-<screen>`), the generic screen's; null when there is none.
 */
export function tourFolder(screen: string, brand: string, available: { has(folder: string): boolean }) {
  if (available.has(screen)) return screen;
  const generic = screen.startsWith(`${brand}-`) ? screen.slice(brand.length + 1) : null;
  return generic && available.has(generic) ? generic : null;
}

export function findTour(screen: string, brand: string): string | null {
  return tourFolder(screen, brand, AVAILABLE);
}

export async function loadTour(folder: string): Promise<TourStep[]> {
  const load = AVAILABLE.get(folder);
  return load ? (await load()).tour : [];
}
