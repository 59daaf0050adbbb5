/**
 * The catalogue chain's cascade (config/catalogue-chain.ts), shared by the feed's filters and the
 * upload form: what each select offers under the choices above it, and what a new choice does to
 * the others. Written once over the chain's levels, never once per level.
 */
import {
  ancestorsOf,
  catalogueLevel,
  isListed,
  type CatalogueLevel,
  type CatalogueLevelKey,
  type ListedLevel,
  type ListedLevelKey,
} from '@/config/catalogue-chain';
import type { Catalogue } from '../api/get-catalogue';

/** A choice per level, by name ('' when any will do). */
export type Choices<K extends CatalogueLevelKey = CatalogueLevelKey> = Record<K, string>;

type Row = Record<string, unknown>;

const rowsOf = (catalogue: Catalogue | undefined, key: ListedLevelKey): readonly Row[] => catalogue?.[key] ?? [];

const nameOf = (level: ListedLevel, row: Row): string => String(row[level.nameField]);

const sortedOnce = (values: string[]): string[] => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/**
 * Whether a row sits under the ancestor chosen by `name`: rows name their ancestors (spec §3) and
 * carry their ids (`collegeId`); a server that puts the id in the name's place is matched too.
 */
function sitsUnder(catalogue: Catalogue | undefined, row: Row, ancestor: CatalogueLevel, name: string): boolean {
  const ref = row[ancestor.key];
  if (typeof ref === 'string' || typeof ref === 'number' ? String(ref) === name : false) return true;
  if (!isListed(ancestor)) return false;
  const ids = [row[`${ancestor.key}Id`], ref];
  return rowsOf(catalogue, ancestor.key).some(
    (candidate) => nameOf(ancestor, candidate) === name && ids.includes(candidate._id),
  );
}

const choiceOf = (choices: Partial<Choices>, key: CatalogueLevelKey): string => choices[key] ?? '';

/** A listed level's rows under the choices made above it ('' or a level the caller leaves out: any). */
export function rowsUnder(
  catalogue: Catalogue | undefined,
  level: ListedLevel,
  choices: Partial<Choices>,
): readonly Row[] {
  const ancestors = ancestorsOf(level.key).filter((ancestor) => choiceOf(choices, ancestor.key) !== '');
  return rowsOf(catalogue, level.key).filter((row) =>
    ancestors.every((ancestor) => sitsUnder(catalogue, row, ancestor, choiceOf(choices, ancestor.key))),
  );
}

/**
 * What a level offers under the choices above it: a listed level's names (A→Z, once each); a
 * numbered level 1 … the largest count among the rows it counts from (a course's duration).
 */
export function optionsFor(
  catalogue: Catalogue | undefined,
  level: CatalogueLevel,
  choices: Partial<Choices>,
): string[] {
  if (isListed(level)) return sortedOnce(rowsUnder(catalogue, level, choices).map((row) => nameOf(level, row)));
  const from = catalogueLevel(level.countFrom.level);
  const counted = isListed(from) ? rowsUnder(catalogue, from, choices) : [];
  const count = Math.max(0, ...counted.map((row) => Number(row[level.countFrom.field])).filter(Number.isFinite));
  return Array.from({ length: count }, (_, index) => String(index + 1));
}

/** Every level's offer, keyed by level; a choice already made stays offered (a shared link's). */
export function cascadeOptions<K extends CatalogueLevelKey>(
  catalogue: Catalogue | undefined,
  levels: readonly (CatalogueLevel & { key: K })[],
  choices: Choices<K>,
): Record<K, string[]> {
  const options = {} as Record<K, string[]>;
  for (const level of levels) {
    const offered = optionsFor(catalogue, level, choices);
    const current = choices[level.key];
    options[level.key] = current === '' || offered.includes(current) ? offered : [current, ...offered];
  }
  return options;
}

export interface Chosen<K extends CatalogueLevelKey> {
  choices: Choices<K>;
  /** Levels below the new choice whose choice no longer fitted and was let go, root first. */
  cleared: K[];
}

/**
 * A new choice at `key` ('' for any). Levels above it that were left open and that the choice
 * settles (every row of that name under the other choices agrees on them) are filled in; levels
 * below keep their choice while it still fits, and are cleared (and named) when it no longer does.
 * Without the catalogue nothing is filled in or cleared.
 */
export function choose<K extends CatalogueLevelKey>(
  catalogue: Catalogue | undefined,
  levels: readonly (CatalogueLevel & { key: K })[],
  choices: Choices<K>,
  key: K,
  value: string,
): Chosen<K> {
  const next: Choices<K> = { ...choices, [key]: value };
  const index = levels.findIndex((level) => level.key === key);
  const level = levels[index];
  if (!catalogue || !level) return { choices: next, cleared: [] };

  if (value !== '' && isListed(level)) {
    const named = rowsUnder(catalogue, level, next).filter((row) => nameOf(level, row) === value);
    for (const ancestor of levels.slice(0, index)) {
      if (next[ancestor.key] !== '') continue;
      const names = sortedOnce(
        named
          .map((row) => row[ancestor.key])
          .filter((ref) => ref !== undefined && ref !== null)
          .map(String),
      );
      const only = names[0];
      if (names.length === 1 && only !== undefined && optionsFor(catalogue, ancestor, next).includes(only))
        next[ancestor.key] = only;
    }
  }

  const cleared: K[] = [];
  for (const below of levels.slice(index + 1)) {
    const current = next[below.key];
    if (current !== '' && !optionsFor(catalogue, below, next).includes(current)) {
      next[below.key] = '';
      cleared.push(below.key);
    }
  }
  return { choices: next, cleared };
}
