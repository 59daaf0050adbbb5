/**
 * The four catalogue kinds the Admin Panel manages (spec §2 Admin panel), in tab order, with the
 * words the spec fixes for each.
 */
import { strings } from '@/config/strings';

export type CatalogueResource = 'colleges' | 'courses' | 'branches' | 'subjects';
type Singular = keyof typeof strings.admin.tabs;

export interface CatalogueKind {
  resource: CatalogueResource;
  singular: Singular;
  /** The tab, the add button and the add form's title: 'Add College'. */
  add: string;
  /** 'No colleges found.' */
  empty: string;
}

const kind = (resource: CatalogueResource, singular: Singular): CatalogueKind => ({
  resource,
  singular,
  add: strings.admin.tabs[singular],
  empty: strings.admin.empty[singular],
});

export const CATALOGUE_KINDS: readonly CatalogueKind[] = [
  kind('colleges', 'College'),
  kind('courses', 'Course'),
  kind('branches', 'Branch'),
  kind('subjects', 'Subject'),
];

export function catalogueKind(resource: string | undefined): CatalogueKind {
  const found = CATALOGUE_KINDS.find((k) => k.resource === resource);
  if (!found) throw new Error(`${String(resource)} is not a catalogue resource`);
  return found;
}
