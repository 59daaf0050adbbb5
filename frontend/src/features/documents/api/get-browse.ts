import {
  CATALOGUE_CHAIN,
  ancestorsOf,
  isListed,
  type CatalogueLevel,
  type CatalogueLevelKey,
  type ListedLevel,
  type NumberedLevel,
} from '@/config/catalogue-chain';
import { api } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import type { DocumentCounts } from '../types';

/** One entry of a wizard step: a row of a listed level, or a number of a numbered one. */
export interface WizardEntry {
  /** What the next lookups take: the row's `_id`, or the number. */
  id: string;
  /** Its name, as the URL holds it (squashed). */
  name: string;
  /** As its tile and breadcrumb show it ('2nd' for year 2). */
  label: string;
  /** A second line on its tile (location, abbreviation). */
  detail?: string;
  /** Papers and notes under it, when the server says. */
  documents?: DocumentCounts;
  /** The row as the server sent it (a numbered level counts from a field of it). */
  row: Record<string, unknown>;
}

/** Lists one step's entries, given the entries chosen above it (root first). */
export type WizardLookup = (chosen: readonly WizardEntry[]) => Promise<WizardEntry[]>;

type Row = Record<string, unknown>;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const counts = (row: Row): DocumentCounts | undefined =>
  typeof row.documents === 'object' && row.documents !== null ? (row.documents as DocumentCounts) : undefined;
const idsOf = (chosen: readonly WizardEntry[]) => chosen.map((entry) => encodeURIComponent(entry.id));

/**
 * The root's step: its plain list (`/api/colleges`, the spec's) carries no counts, so its rows
 * with their counts have a path of their own.
 */
const ROOT_STEP = 'browse';

/**
 * A listed level's rows under its ancestors, each with its papers and notes (spec §7 filtered
 * lookups): `/api/<resource>/<ancestor ids>`, the root's at `/api/<resource>/browse`.
 */
const listedLookup =
  (level: ListedLevel): WizardLookup =>
  async (chosen) => {
    const below = chosen.length > 0 ? idsOf(chosen) : [ROOT_STEP];
    const rows = await api.get<Row[]>(['/api', encodeURIComponent(level.resource), ...below].join('/'));
    return rows.map((row) => {
      const name = String(row[level.nameField]);
      const detail = level.detailField === undefined ? undefined : text(row[level.detailField]);
      return { id: String(row._id), name, label: name, detail, documents: counts(row), row };
    });
  };

/**
 * A numbered level's numbers with their counts, under the parent row
 * (`/api/branches/<ids>/years`); if they cannot be had, the spec's plain numbers 1 … the
 * chosen ancestor's count (a course's duration), without counts.
 */
const numberedLookup =
  (level: NumberedLevel): WizardLookup =>
  async (chosen) => {
    const ancestors = ancestorsOf(level.key);
    const parent = ancestors.at(-1);
    const entry = (value: number, documents?: DocumentCounts): WizardEntry => ({
      id: String(value),
      name: String(value),
      label: level.words.valueLabel(value),
      documents,
      row: { [level.key]: value },
    });
    try {
      if (!parent || !isListed(parent)) throw new Error(`${level.key}: no listed parent to look its numbers up under`);
      const rows = await api.get<Row[]>(
        ['/api', encodeURIComponent(parent.resource), ...idsOf(chosen), encodeURIComponent(level.lookup)].join('/'),
      );
      return rows.map((row) => entry(Number(row[level.key]), counts(row)));
    } catch (error) {
      logFailure(`${level.words.label} counts failed; showing them without counts`, error);
      const from = chosen[ancestors.findIndex((ancestor) => ancestor.key === level.countFrom.level)];
      const count = Number(from?.row[level.countFrom.field] ?? 0);
      return Array.from({ length: Math.max(0, count) }, (_, index) => entry(index + 1));
    }
  };

/** Each level's wizard lookup (spec §7), stamped from the chain. */
export const WIZARD_LOOKUPS = Object.fromEntries(
  CATALOGUE_CHAIN.map((level: CatalogueLevel) => [
    level.key,
    isListed(level) ? listedLookup(level) : numberedLookup(level),
  ]),
) as Record<CatalogueLevelKey, WizardLookup>;
