import type { TourStep } from './tour-step';

// Every screens/<screen>/tour.ts, found by the build: nothing lists them by hand. They are bundled
// with run-tour.ts, the lazily loaded side of the tour (all of them together are about 2 KB
// gzipped, and a first visit shows most of them), so no step enters what loads before the first
// screen and no shared chunk is split off it.

const tours = import.meta.glob<TourStep[]>('../screens/*/tour.ts', { eager: true, import: 'tour' });

const folderOf = (path: string) => path.split('/').at(-2) ?? '';
const AVAILABLE = new Map(Object.entries(tours).map(([path, steps]) => [folderOf(path), steps]));

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

export function loadTour(folder: string): TourStep[] {
  return AVAILABLE.get(folder) ?? [];
}
