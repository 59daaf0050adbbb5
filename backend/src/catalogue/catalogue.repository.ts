import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, max, ne, sql, SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isUuid } from '../common/id-param';
import { ListParams } from '../common/react-admin/list-params';
import { containsPattern, idFilter } from '../common/react-admin/list-filters';
import { DATABASE, Database, Transaction } from '../database/database.types';
import { type CatalogueLevelKey, levelOfKey, levelOfKind } from '../database/catalogue-chain';
import { PreparedStatements } from '../database/prepared-statements';
import { documents, subjects } from '../database/schema';
import type { DocumentCountsDto } from './dto/catalogue-item.dto';
import {
  CATALOGUE,
  type CatalogueKind,
  type CatalogueRows,
  CHILD_KINDS,
  type KindDescription,
} from './catalogue.kinds';

export interface Page<T> {
  rows: T[];
  total: number;
}

/** The catalogue levels a feed filter may name (database/catalogue-chain.ts). */
export type FilterKind = CatalogueLevelKey;

interface PreparedIds {
  execute(params: { name: string }): Promise<{ id: string }[]>;
}

interface PreparedCounts {
  execute(params: { parent?: string; year?: number }): Promise<{ key: string; type: string; n: number }[]>;
}

/** What points at a row: the rows of each kind below the root (0 where the row is not above them), and documents. */
export type ChildCounts = Record<CatalogueKind | 'documents', number>;

/** A row given by id or by (case-insensitive) name. */
function refMatches(idColumn: AnyPgColumn, nameColumn: AnyPgColumn, ref: string): SQL {
  return isUuid(ref) ? eq(idColumn, ref) : sql`lower(${nameColumn}) = lower(${ref})`;
}

/**
 * Rows read with a kind's `row` columns have that kind's shape: the description's type pins the
 * keys, the schema the values. Drizzle cannot follow a table chosen at run time, hence the one cast.
 */
function shaped<K extends CatalogueKind>(_kind: K, rows: Record<string, unknown>[]): CatalogueRows[K][] {
  return rows as unknown as CatalogueRows[K][];
}

function order(column: AnyPgColumn, direction: 'ASC' | 'DESC'): SQL {
  return direction === 'DESC' ? desc(column) : asc(column);
}

/**
 * Catalogue tables: colleges → courses → branches → subjects, with the names the spec's shapes
 * carry. One implementation for the four kinds, driven by their descriptions (catalogue.kinds.ts).
 */
@Injectable()
export class CatalogueRepository {
  /** Prepared once per level and reused (feeds filtered by name read these on a cache miss). */
  private readonly statements = new PreparedStatements('catalogue');

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Ids of the rows of one level with this name (case-insensitive); names repeat across parents. */
  async idsByName(kind: FilterKind, name: string): Promise<string[]> {
    const statement = this.statements.get(`ids:${kind}`, (statementName): PreparedIds => {
      const level = levelOfKey(kind);
      return this.db
        .select({ id: level.id })
        .from(level.table)
        .where(sql`lower(${level.name}) = lower(${sql.placeholder('name')})`)
        .prepare(statementName);
    });
    return (await statement.execute({ name })).map((row) => row.id);
  }

  // ---- reads -------------------------------------------------------------------------------

  /** The kind's table joined to each of its ancestors, whose names its rows carry. */
  private joined(d: KindDescription, fields: Record<string, AnyPgColumn | SQL>) {
    let query = this.db.select(fields).from(d.table).$dynamic();
    for (const parent of d.parents) {
      const table = CATALOGUE[parent.kind].table;
      query = query.innerJoin(table, eq(table.id, parent.column));
    }
    return query;
  }

  private rows(kind: CatalogueKind) {
    const d: KindDescription = CATALOGUE[kind];
    return this.joined(d, d.row);
  }

  /** The admin list's filters: q (name contains), id (one or a list), parents by id or name, the kind's own. */
  private where(d: KindDescription, filter: Record<string, unknown>): SQL | undefined {
    return and(
      typeof filter.q === 'string' ? sql`${d.name.column} ilike ${containsPattern(filter.q)}` : undefined,
      idFilter(d.table.id, filter.id),
      ...d.parents.flatMap((link) => {
        const parent = CATALOGUE[link.kind];
        const ref = filter[link.field];
        return [
          idFilter(link.column, filter[`${link.field}Id`]),
          typeof ref === 'string' ? refMatches(parent.table.id, parent.name.column, ref) : undefined,
        ];
      }),
      ...Object.entries(d.filters).map(([key, condition]) =>
        filter[key] === undefined ? undefined : condition.where(filter[key]),
      ),
    );
  }

  /** Without a range the whole (small) list is returned and the total is its length. */
  async list<K extends CatalogueKind>(kind: K, params: ListParams): Promise<Page<CatalogueRows[K]>> {
    const d: KindDescription = CATALOGUE[kind];
    const where = this.where(d, params.filter);
    const sort = params.sort ?? { field: d.name.field, order: 'ASC' };
    // parseListParams has checked the field against the kind's sort keys.
    const query = this.rows(kind).where(where).orderBy(order(d.sort[sort.field], sort.order), asc(d.table.id));
    if (!params.range) {
      const rows = shaped(kind, await query);
      return { rows, total: rows.length };
    }
    // Catalogue tables are small (hundreds of rows): OFFSET is fine for the admin grid.
    const { start, end } = params.range;
    const [rows, counted] = await Promise.all([
      query.limit(end - start + 1).offset(start),
      this.joined(d, { n: count() }).where(where),
    ]);
    return { rows: shaped(kind, rows), total: Number(counted[0]?.n ?? 0) };
  }

  async find<K extends CatalogueKind>(kind: K, id: string): Promise<CatalogueRows[K] | undefined> {
    return shaped(kind, await this.rows(kind).where(eq(CATALOGUE[kind].table.id, id)))[0];
  }

  /**
   * A row by id or (case-insensitive) name, within its direct parent; subjects by name also
   * within the year when one is given (their names repeat across years).
   */
  async findByRef<K extends CatalogueKind>(
    kind: K,
    ref: string,
    within: { parentId?: string; year?: number } = {},
  ): Promise<CatalogueRows[K] | undefined> {
    const d: KindDescription = CATALOGUE[kind];
    const direct = d.parents.at(-1);
    const rows = await this.rows(kind)
      .where(
        and(
          direct ? eq(direct.column, within.parentId ?? '') : undefined,
          refMatches(d.table.id, d.name.column, ref),
          d.year && within.year !== undefined ? eq(d.year, within.year) : undefined,
        ),
      )
      .orderBy(asc(d.year ?? d.table.id))
      .limit(1);
    return shaped(kind, rows)[0];
  }

  /**
   * Documents per row of `by` (or per year) and type, under one parent row (and within a year), or
   * over all documents for the root: one grouped query over the parent's documents index, never a
   * count per row. Never cached (counts change with every upload), so prepared: a wizard step runs
   * it on every request.
   */
  async documentCounts(
    by: CatalogueKind | 'year',
    under: { kind: CatalogueKind; id: string } | undefined,
    year?: number,
  ): Promise<Map<string, DocumentCountsDto>> {
    const name = `counts:${by}:${under?.kind ?? 'all'}:${year !== undefined}`;
    const statement = this.statements.get(name, (statementName): PreparedCounts => {
      const key = by === 'year' ? documents.year : levelOfKind(by).filedBy;
      return this.db
        .select({ key: sql<string>`${key}::text`, type: documents.type, n: count() })
        .from(documents)
        .where(
          and(
            under ? eq(levelOfKind(under.kind).filedBy, sql.placeholder('parent')) : undefined,
            year === undefined ? undefined : eq(documents.year, sql.placeholder('year')),
          ),
        )
        .groupBy(key, documents.type)
        .prepare(statementName);
    });
    const rows = await statement.execute({ parent: under?.id, year });
    const counts = new Map<string, DocumentCountsDto>();
    for (const row of rows) {
      const entry = counts.get(row.key) ?? { papers: 0, notes: 0 };
      if (row.type === 'paper') entry.papers = Number(row.n);
      else entry.notes = Number(row.n);
      counts.set(row.key, entry);
    }
    return counts;
  }

  // ---- uniqueness, children ----------------------------------------------------------------

  /** Whether the name is taken (case-insensitively) within the direct parent, and the year for subjects. */
  async nameTaken(
    kind: CatalogueKind,
    name: string,
    scope: { parentId?: string; year?: number; exceptId?: string },
  ): Promise<boolean> {
    const d: KindDescription = CATALOGUE[kind];
    const direct = d.parents.at(-1);
    const rows = await this.db
      .select({ id: d.table.id })
      .from(d.table)
      .where(
        and(
          direct ? eq(direct.column, scope.parentId ?? '') : undefined,
          d.year ? eq(d.year, scope.year ?? 0) : undefined,
          sql`lower(${d.name.column}) = lower(${name})`,
          scope.exceptId ? ne(d.table.id, scope.exceptId) : undefined,
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** What points at the row: the rows below it (each kind's parents say) and the documents filed under it. */
  async childCounts(kind: CatalogueKind, id: string): Promise<ChildCounts> {
    const under = async (child: CatalogueKind): Promise<number> => {
      const d: KindDescription = CATALOGUE[child];
      const link = d.parents.find((parent) => parent.kind === kind);
      if (!link) return 0;
      return (await this.db.select({ n: count() }).from(d.table).where(eq(link.column, id)))[0]?.n ?? 0;
    };
    const filed = async () =>
      (
        await this.db
          .select({ n: count() })
          .from(documents)
          .where(eq(levelOfKind(kind).filedBy, id))
      )[0]?.n ?? 0;
    const [documentCount, ...childCounts] = await Promise.all([filed(), ...CHILD_KINDS.map(under)]);
    return {
      ...(Object.fromEntries(CHILD_KINDS.map((child, index) => [child, childCounts[index] ?? 0])) as ChildCounts),
      documents: documentCount,
    };
  }

  /** The highest year a course's subjects and documents use (a shorter duration would strand them). */
  async highestYearUsed(courseId: string): Promise<number> {
    const [s] = await this.db
      .select({ y: max(subjects.year) })
      .from(subjects)
      .where(eq(subjects.courseId, courseId));
    const [d] = await this.db
      .select({ y: max(documents.year) })
      .from(documents)
      .where(eq(documents.courseId, courseId));
    return Math.max(s?.y ?? 0, d?.y ?? 0);
  }

  // ---- writes ------------------------------------------------------------------------------

  /**
   * `values` are the kind's own columns by their schema names (the description's name, fields and
   * `${parent}Id`s); the table is chosen at run time, so Drizzle sees it as any table.
   */
  async insert(kind: CatalogueKind, values: Record<string, unknown>): Promise<string> {
    const d: KindDescription = CATALOGUE[kind];
    const table: PgTable = d.table;
    const [row] = await this.db.insert(table).values(values).returning({ id: d.table.id });
    if (!row) throw new Error('insert returned nothing');
    return row.id;
  }

  /**
   * Updates one row; `alsoInTransaction` (what depends on its names: the documents' search text,
   * rebuilt by the documents module) commits with it or not at all.
   */
  async update(
    kind: CatalogueKind,
    id: string,
    patch: Record<string, unknown>,
    alsoInTransaction: (tx: Transaction) => Promise<unknown>,
  ): Promise<boolean> {
    const d: KindDescription = CATALOGUE[kind];
    const table: PgTable = d.table;
    // Nothing to change (an empty PUT, or only fields equal to what is stored): just say whether it exists.
    if (Object.values(patch).every((value) => value === undefined)) {
      const rows = await this.db.select({ id: d.table.id }).from(d.table).where(eq(d.table.id, id));
      return rows.length > 0;
    }
    return this.db.transaction(async (tx) => {
      const updated = await tx.update(table).set(patch).where(eq(d.table.id, id)).returning({ id: d.table.id });
      if (updated.length === 0) return false;
      await alsoInTransaction(tx);
      return true;
    });
  }

  async delete(kind: CatalogueKind, id: string): Promise<boolean> {
    const table = CATALOGUE[kind].table;
    const rows = await this.db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    return rows.length > 0;
  }
}
