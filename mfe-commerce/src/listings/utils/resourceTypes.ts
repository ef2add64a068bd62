import { mapResourceType, RESOURCE_TYPES, type ResourceType } from '@cricket/contracts';

/** 'UMPIRE' → 'Umpire'. */
export function resourceTypeLabel(type: string): string {
  return type.charAt(0) + type.slice(1).toLowerCase();
}

/** Every type of core §3 can be posted; the service stores it through the mapping rule (COACH and OTHER become PLAYER). */
export const POSTABLE_TYPES: readonly ResourceType[] = RESOURCE_TYPES;

/** Only types a listing can be stored as are worth filtering by (those the rule maps to themselves). */
export const FILTER_TYPES: readonly ResourceType[] = RESOURCE_TYPES.filter((type) => mapResourceType(type) === type);

export const typeOptions = (types: readonly ResourceType[]) => types.map((value) => ({ value, label: resourceTypeLabel(value) }));
