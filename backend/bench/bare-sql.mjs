/**
 * The bare ceiling's SQL: the statements the app runs (src/documents/documents.repository.ts,
 * src/catalogue/catalogue.repository.ts), written by hand.
 *
 * - A feed page: catalogue names in filters become ids first (one small query each, together, as
 *   the app does; a name may match several rows, e.g. "Course 1" in each college; none matches
 *   nothing), then ONE statement: the page's keys from `documents` alone (an index scan in feed
 *   order that stops after limit + 1 rows) in a subquery, the names joined onto just those rows.
 * - A search page follows what the built app (dist/) does, found by reading it (`searchShape`):
 *   'walk' — tier 1 (the head: title, description, catalogue names) before tier 0 (the text only),
 *     newest first in each: both tiers' walks over the newest SEARCH_WALK_ROWS rows in one
 *     statement, the GIN index only for a tier the walk did not fill, then the rows with their
 *     snippet (ts_headline around the first hit) — DocumentsRepository.searchPage, statement for
 *     statement;
 *   'tiered' — the same order in one statement: per tier an index-ordered scan stopping after
 *     limit + 1 rows, `union all`, names joined;
 *   'rank' — ts_rank order (the app before migration 0004).
 * - The wizard's catalogue reads and the viewer's file row: the app's statements one for one.
 * - The app keeps public catalogue reads for a few seconds (catalogue-cache.ts): these statements
 *   are what it runs on a miss. Under `/cached/api/…` the bare keeps them the same way.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Statement names by text: one per distinct statement, given once (as the app names its own). */
const statementNames = new Map();

/**
 * Every statement is a named (prepared) one, as the app's are (Drizzle's .prepare()): PostgreSQL
 * parses it once per connection.
 */
function prepared(pool, text, values = []) {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `bare_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return pool.query({ name, text, values });
}

/** A catalogue read without the cache: straight to the database. */
export const direct = (_key, load) => load();

export const NEWEST = 'created_at desc nulls last, id desc nulls last';

const COLUMNS = `
  d.id, d.type, d.exam_type, d.title, d.description, d.year, d.page_count, d.size, d.views, d.downloads,
  d.preview_status, d.thumbnail_key, d.created_at, d.updated_at, d.created_at::text as cursor_ts,
  /*textSource*/
  d.owner_id, u.username, d.subject_id, s.name as subject_name, d.branch_id, b.branch_name,
  d.course_id, c.course_name, d.college_id, co.college_name`;
const NAMES = `
  join users u on u.id = d.owner_id join subjects s on s.id = d.subject_id join branches b on b.id = d.branch_id
  join courses c on c.id = d.course_id join colleges co on co.id = d.college_id`;
const JOINS = `join documents d on d.id = k.id ${NAMES}`;
/** ts_headline's options and the window around the first hit (DocumentsRepository's HEADLINE_OPTIONS, SNIPPET_WINDOW). */
const MARKS = '\u0001\u0002';
const HEADLINE_OPTIONS = 'StartSel=\u0001, StopSel=\u0002, MaxWords=25, MinWords=12, ShortWord=2, MaxFragments=1';
const SNIPPET_WINDOW = 600;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CATALOGUE = {
  college: ['college_id', 'colleges', 'college_name'],
  course: ['course_id', 'courses', 'course_name'],
  branch: ['branch_id', 'branches', 'branch_name'],
  subject: ['subject_id', 'subjects', 'name'],
};

/** A row count written into a statement's text (never a parameter: see limitLiteral in the app). */
function rowCount(n) {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`bare: ${n} is not a row count`);
  return String(n);
}

/** Collects bound parameters: `p(value)` answers `$n`. */
function params() {
  const values = [];
  const p = (value) => {
    values.push(value);
    return `$${values.length}`;
  };
  return { values, p };
}

export class BareSql {
  /** `shape`: which search the database allows ('tiered' with search_head, else 'rank'). */
  constructor(pool, { shape, config, walkRows, snippets, textSource }) {
    this.pool = pool;
    this.shape = shape;
    this.config = config;
    this.walkRows = walkRows;
    this.snippets = snippets;
    this.textSource = textSource;
    this.columns = COLUMNS.replace('/*textSource*/', textSource ? 'd.text_source,' : '');
  }

  /**
   * The search SQL follows the app: tiered when the database has search_head and the built
   * repository (dist/) uses it, else ts_rank order; `shape` ('tiered' or 'rank') overrides.
   */
  static async open(pool, { shape, dist } = {}) {
    const { rows } = await pool.query(
      `select exists (select 1 from information_schema.columns
                       where table_name = 'documents' and column_name = 'search_head') as head,
              exists (select 1 from pg_ts_config where cfgname = 'papershelf_search') as config`,
    );
    const read = (file) => {
      try {
        return readFileSync(join(dist, file), 'utf8');
      } catch {
        return '';
      }
    };
    const repository = read('documents/documents.repository.js');
    const service = read('documents/documents.service.js');
    const walk = /SEARCH_WALK_ROWS\s*=\s*(\d+)/.exec(repository);
    const appShape = walk ? 'walk' : /searchHead/.test(repository) ? 'tiered' : 'rank';
    const chosen = shape ?? (rows[0].head ? appShape : 'rank');
    return new BareSql(pool, {
      shape: chosen,
      config: rows[0].config ? `'papershelf_search'::regconfig` : `'english'::regconfig`,
      walkRows: walk ? Number(walk[1]) : 500,
      snippets: chosen === 'walk' && /ts_headline/.test(repository),
      textSource: /textSource/.test(service),
    });
  }

  /**
   * The tsquery of a search: every word, by its stemmed forms or as typed (search-query.ts), as a
   * scalar subquery like the app's (evaluated once; the statement keeps one plan per connection).
   */
  tsquery(words, p) {
    const perWord = words.map((w) => `(to_tsquery(${this.config}, ${p(w.forms)}) || ${p(w.prefix)}::tsquery)`);
    return `(select ${perWord.join(' && ')})`;
  }

  /**
   * Ids of the catalogue rows a filter names (CatalogueService.filterIds): the id itself, or by
   * name; through `memo` (the app's catalogue cache) when given one.
   */
  async catalogueIds(field, ref, memo = direct) {
    if (ref === undefined) return undefined;
    if (UUID.test(ref)) return [ref];
    const [, table, name] = CATALOGUE[field];
    return memo(`ids:${field}:${ref}`, async () => {
      const { rows } = await prepared(this.pool, `select id from ${table} where lower(${name}) = lower($1)`, [ref]);
      return rows.map((r) => r.id);
    });
  }

  /** One feed page (limit + 1 rows): filters by id or name, keyset cursor, optional search. */
  async feedPage({ filters, search, snippetPattern, cursor, limit, memo }) {
    const fields = Object.keys(CATALOGUE);
    const ids = await Promise.all(fields.map((field) => this.catalogueIds(field, filters[field], memo)));
    if (ids.some((list) => list?.length === 0)) return [];
    const { values, p } = params();
    const where = [];
    if (filters.type) where.push(`type = ${p(filters.type)}`);
    fields.forEach((field, i) => {
      const list = ids[i];
      if (list === undefined) return;
      const column = CATALOGUE[field][0];
      where.push(list.length === 1 ? `${column} = ${p(list[0])}` : `${column} in (${list.map(p).join(', ')})`);
    });
    if (filters.year !== undefined) where.push(`year = ${p(filters.year)}`);
    if (search) {
      if (cursor) throw new Error('bare: search cursors are not benchmarked');
      if (this.shape === 'walk') return this.searchWalk(where, values, p, search, snippetPattern, limit + 1);
    }
    if (cursor) where.push(`(created_at, id) < (${p(cursor.createdAt)}::timestamptz, ${p(cursor.id)}::uuid)`);
    const and = (extra) => [...where, ...extra].join(' and ') || 'true';
    // Written into the text, as the app writes it (limitLiteral): a bound LIMIT keeps PostgreSQL
    // planning the statement on every execution.
    const n = rowCount(limit + 1);
    let text;
    if (!search) {
      text = `select ${this.columns} from documents d ${NAMES}
               where d.id in (select id from documents where ${and([])} order by ${NEWEST} limit ${n})
               order by d.created_at desc nulls last, d.id desc nulls last`;
    } else if (this.shape === 'tiered') {
      const q = this.tsquery(search, p);
      text = `select ${this.columns}, k.tier from (
                (select id, created_at, 1 as tier from documents where ${and([`search_head @@ ${q}`])}
                  order by ${NEWEST} limit ${n})
                union all
                (select id, created_at, 0 as tier from documents
                  where ${and([`search @@ ${q}`, `not (search_head @@ ${q})`])}
                  order by ${NEWEST} limit ${n})) k ${JOINS}
              order by k.tier desc, k.created_at desc nulls last, k.id desc nulls last limit ${n}`;
    } else {
      const q = this.tsquery(search, p);
      text = `select ${this.columns}, k.rank from (
                select id, created_at, ts_rank(search, ${q}) as rank from documents where ${and([`search @@ ${q}`])}
                 order by rank desc, ${NEWEST} limit ${n}) k ${JOINS}
              order by k.rank desc, k.created_at desc nulls last, k.id desc nulls last`;
    }
    return (await prepared(this.pool, text, values)).rows;
  }

  /**
   * DocumentsRepository.searchPage (page 1): both tiers' walks over the newest rows in one
   * statement; for a tier the walk did not fill, the GIN index (its ORDER BY an expression, so
   * the planner cannot turn it back into the walk); then the page's rows with their snippets.
   */
  async searchWalk(where, baseValues, baseP, search, snippetPattern, rows) {
    const base = where.join(' and ') || 'true';
    const statement = (make) => {
      // Each statement gets its own parameters: the base's first, then its own.
      const values = [...baseValues];
      const p = (value) => {
        values.push(value);
        return `$${values.length}`;
      };
      return { text: make(p), values };
    };
    const matches = (tier, q, head, text) =>
      tier === 1 ? `${head} @@ ${q}` : `${text} @@ ${q} and not (${head} @@ ${q})`;
    const walk = (tier, p, q) => `(select w.id, w.created_at, ${tier} as tier
        from (select id, created_at, search as text, search_head as head from documents where ${base}
               order by ${NEWEST} limit ${rowCount(this.walkRows)}) w
       where ${matches(tier, q, 'w.head', 'w.text')} limit ${rowCount(rows)})`;
    const indexed = (tier, p, q) => `(select id, created_at, ${tier} as tier from documents
       where ${base} and ${matches(tier, q, 'search_head', 'search')}
       order by created_at + interval '0 s' desc, id desc limit ${rowCount(rows)})`;
    const keysOf = async (tiers, part) => {
      if (tiers.length === 0) return [];
      const { text, values } = statement((p) => {
        return tiers.map((tier) => part(tier, p, this.tsquery(search, p))).join(' union all ');
      });
      return (await prepared(this.pool, text, values)).rows;
    };
    const walked = await keysOf([1, 0], walk);
    let tier1 = walked.filter((k) => k.tier === 1);
    let tier0 = walked.filter((k) => k.tier === 0);
    if (tier1.length < rows) {
      const needed = [1, 0].filter((tier) => (tier === 1 ? true : tier0.length < rows - tier1.length));
      const found = await keysOf(needed, indexed);
      tier1 = found.filter((k) => k.tier === 1);
      if (needed.includes(0)) tier0 = found.filter((k) => k.tier === 0);
    }
    const page = [...tier1, ...tier0].slice(0, rows);
    if (page.length === 0) return [];
    const { text, values } = statement((p) => {
      const ids = p(page.map((k) => k.id));
      let snippet = 'null::text';
      if (this.snippets && snippetPattern !== undefined) {
        const q = this.tsquery(search, p);
        const body = `translate(coalesce(d.extracted_text, ''), ${p(MARKS)}, '')`;
        const from = `greatest(1, regexp_instr(${body}, ${p(snippetPattern)}, 1, 1, 0, 'i') - ${p(SNIPPET_WINDOW / 3)})`;
        snippet = `ts_headline(${this.config}, substr(${body}, ${from}, ${p(SNIPPET_WINDOW)}), ${q}, ${p(HEADLINE_OPTIONS)})`;
      }
      return `select ${this.columns}, ${snippet} as snippet from documents d ${NAMES} where d.id = any(${ids}::uuid[])`;
    });
    void baseP;
    const listed = (await prepared(this.pool, text, values)).rows;
    const order = new Map(page.map((k, i) => [k.id, i]));
    const tierOf = new Map(page.map((k) => [k.id, k.tier]));
    return listed
      .map((row) => ({ ...row, tier: tierOf.get(row.id) }))
      .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  }

  // ---- catalogue (CatalogueRepository.find / list, joined to the ancestors whose names rows carry)

  async one(text, values) {
    return (await prepared(this.pool, text, values)).rows[0];
  }

  findCollege(id) {
    return this.one(`select id as "_id", college_name as "collegeName", location from colleges where id = $1`, [id]);
  }

  findCourse(id) {
    return this.one(
      `select courses.id as "_id", courses.course_name as "courseName", courses.abbreviation,
              colleges.college_name as college, courses.college_id as "collegeId", courses.duration
         from courses inner join colleges on colleges.id = courses.college_id
        where courses.id = $1`,
      [id],
    );
  }

  findBranch(id) {
    return this.one(
      `select branches.id as "_id", branches.branch_name as "branchName", branches.abbreviation,
              colleges.college_name as college, branches.college_id as "collegeId",
              courses.course_name as course, branches.course_id as "courseId"
         from branches inner join colleges on colleges.id = branches.college_id
              inner join courses on courses.id = branches.course_id
        where branches.id = $1`,
      [id],
    );
  }

  static SUBJECT = `select subjects.id as "_id", subjects.name, subjects.year, branches.branch_name as branch,
              subjects.branch_id as "branchId", courses.course_name as course, subjects.course_id as "courseId",
              colleges.college_name as college, subjects.college_id as "collegeId"
         from subjects inner join colleges on colleges.id = subjects.college_id
              inner join courses on courses.id = subjects.course_id
              inner join branches on branches.id = subjects.branch_id`;

  findSubject(id) {
    return this.one(`${BareSql.SUBJECT} where subjects.id = $1`, [id]);
  }

  async coursesOf(collegeId) {
    const { rows } = await prepared(
      this.pool,
      `select courses.id as "_id", courses.course_name as "courseName", courses.abbreviation,
              colleges.college_name as college, courses.college_id as "collegeId", courses.duration
         from courses inner join colleges on colleges.id = courses.college_id
        where courses.college_id in ($1) order by courses.course_name asc, courses.id asc`,
      [collegeId],
    );
    return rows;
  }

  async branchesOf(courseId) {
    const { rows } = await prepared(
      this.pool,
      `select branches.id as "_id", branches.branch_name as "branchName", branches.abbreviation,
              colleges.college_name as college, branches.college_id as "collegeId",
              courses.course_name as course, branches.course_id as "courseId"
         from branches inner join colleges on colleges.id = branches.college_id
              inner join courses on courses.id = branches.course_id
        where branches.course_id in ($1) order by branches.branch_name asc, branches.id asc`,
      [courseId],
    );
    return rows;
  }

  async subjectsOf(branchId, year) {
    const { rows } = await prepared(
      this.pool,
      `${BareSql.SUBJECT} where subjects.branch_id in ($1) and subjects.year = $2
        order by subjects.name asc, subjects.id asc`,
      [branchId, year],
    );
    return rows;
  }

  /** CatalogueRepository.documentCounts(branchId, 'subject', year). */
  async documentCounts(branchId, year) {
    const { rows } = await prepared(
      this.pool,
      `select subject_id::text as key, type, count(*) as n from documents
        where branch_id = $1 and year = $2 group by subject_id, type`,
      [branchId, year],
    );
    const counts = new Map();
    for (const row of rows) {
      const entry = counts.get(row.key) ?? { papers: 0, notes: 0 };
      if (row.type === 'paper') entry.papers = Number(row.n);
      else entry.notes = Number(row.n);
      counts.set(row.key, entry);
    }
    return counts;
  }

  // ---- the viewer (DocumentsRepository.findFile, increment)

  async findFile(id) {
    return this.one(
      `select id, title, owner_id as "ownerId", object_key as "objectKey", thumbnail_key as "thumbnailKey",
              content_hash as "contentHash", size, updated_at as "updatedAt"
         from documents where id = $1`,
      [id],
    );
  }

  async countView(id) {
    await prepared(this.pool, `update documents set views = views + 1, updated_at = updated_at where id = $1`, [id]);
  }
}
