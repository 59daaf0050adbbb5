import { LISTED_LEVELS, type CatalogueRows, type ListedLevelKey } from '@/config/catalogue-chain';
import { api } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { useQuery } from '@/lib/use-query';

/** Every listed level's whole list (spec §7 unfiltered lookups), keyed by level. */
export type Catalogue = { [K in ListedLevelKey]: CatalogueRows[K][] };

/** One level's unfiltered list: GET /api/<resource>. */
const getLevelList = <K extends ListedLevelKey>(resource: string) =>
  api.get<CatalogueRows[K][]>(`/api/${encodeURIComponent(resource)}`);

/** All lists at once; a failed list counts as empty (failures are only logged). */
export async function getCatalogue(): Promise<Catalogue> {
  const lists = await Promise.all(
    LISTED_LEVELS.map(async (level) => {
      try {
        return [level.key, await getLevelList(level.resource)] as const;
      } catch (error) {
        logFailure('Catalogue list failed', error);
        return [level.key, []] as const;
      }
    }),
  );
  return Object.fromEntries(lists) as Catalogue;
}

export const useCatalogue = () => useQuery('catalogue', getCatalogue);
