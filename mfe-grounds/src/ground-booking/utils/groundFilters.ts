import { SURFACE_TYPES, type GroundResponse, type SurfaceType } from '@cricket/contracts';

export const ALL = 'all';

export interface CalendarFilters {
  location: string;
  groundId: number | typeof ALL;
  surface: SurfaceType | typeof ALL;
}

export const NO_FILTERS: CalendarFilters = { location: ALL, groundId: ALL, surface: ALL };

/**
 * A ground has no surface field (booking §3): its surface types are the ones its
 * facilities text names ('Natural turf, floodlights' → natural).
 */
export function surfacesOf(ground: Pick<GroundResponse, 'facilities'>): SurfaceType[] {
  const facilities = (ground.facilities ?? '').toLowerCase();
  return SURFACE_TYPES.filter((surface) => facilities.includes(surface));
}

/** The first ground whose name, city or surface type contains the text, ignoring case (booking §2). */
export function findSearchedGround(grounds: readonly GroundResponse[], text: string): GroundResponse | undefined {
  const needle = text.trim().toLowerCase();
  if (!needle) return undefined;
  return grounds.find(
    (ground) =>
      ground.name.toLowerCase().includes(needle) ||
      ground.city.toLowerCase().includes(needle) ||
      surfacesOf(ground).some((surface) => surface.includes(needle)),
  );
}

/** The filters a search sets: empty text resets all three, a hit selects that ground, a miss keeps them. */
export function filtersForSearch(grounds: readonly GroundResponse[], text: string, current: CalendarFilters): CalendarFilters {
  if (!text.trim()) return NO_FILTERS;
  const hit = findSearchedGround(grounds, text);
  if (!hit) return current;
  return { location: hit.city, groundId: hit.id, surface: ALL };
}

export function applyFilters(grounds: readonly GroundResponse[], { location, groundId, surface }: CalendarFilters): GroundResponse[] {
  return grounds.filter(
    (ground) =>
      (location === ALL || ground.city === location) &&
      (groundId === ALL || ground.id === groundId) &&
      (surface === ALL || surfacesOf(ground).includes(surface)),
  );
}

export function citiesOf(grounds: readonly GroundResponse[]): string[] {
  return [...new Set(grounds.map((ground) => ground.city))].sort((a, b) => a.localeCompare(b));
}
