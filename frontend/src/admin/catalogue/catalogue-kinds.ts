/**
 * The catalogue kinds the Admin Panel manages (spec §2 Admin panel), in tab order: the listed
 * levels of the catalogue chain (config/catalogue-chain.ts), with the words the spec fixes for each.
 */
import { LISTED_LEVELS, type ListedLevel } from '@/config/catalogue-chain';

export interface CatalogueKind {
  /** react-admin's resource name ('colleges'). */
  resource: string;
  /** 'College', as messages name one row. */
  singular: string;
  /** The tab, the add button and the add form's title: 'Add College'. */
  add: string;
  /** 'No colleges found.' */
  empty: string;
  level: ListedLevel;
}

export const CATALOGUE_KINDS: readonly CatalogueKind[] = LISTED_LEVELS.map((level) => ({
  resource: level.resource,
  singular: level.words.label,
  add: level.words.add,
  empty: level.words.adminEmpty,
  level,
}));

export function catalogueKind(resource: string | undefined): CatalogueKind {
  const found = CATALOGUE_KINDS.find((k) => k.resource === resource);
  if (!found) throw new Error(`${String(resource)} is not a catalogue resource`);
  return found;
}
