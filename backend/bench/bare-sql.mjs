/**
 * The bare ceiling's SQL: the statements the app runs (src/documents/feed/feed.repository.ts,
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
 *     snippet's window (the text around the first hit; the passage is made by the app's own
 *     search-snippet.js, from dist/) — FeedRepository.searchPage, statement for statement;
 *   'tiered' — the same order in one statement: per tier an index-ordered scan stopping after
 *     limit + 1 rows, `union all`, names joined;
 *   'rank' — ts_rank order (the app before migration 0004).
 * - The wizard's catalogue reads and the viewer's file row: the app's statements one for one.
 * - The app keeps public catalogue reads for a few seconds (catalogue-cache.ts): these statements
 *   are what it runs on a miss. Under `/cached/api/…` the bare keeps them the same way.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { searchTsquery, correctableWords, snippetHitFinder } = require('../dist/documents/feed/search-query.js');
// SearchSuggestRepository's bounds and its statement's values (issue 28).
const {
  MAX_SUGGESTIONS: SUGGESTIONS,
  WORD_CANDIDATES,
  NEAR_WORDS,
  NEAR_TYPED,
  FUZZY_FROM,
  suggestValues,
} = require('../dist/documents/suggest/search-suggest.repository.js');
const {
  searchPrefixes,
  snippetMatcher,
  snippetPassage,
  SNIPPET_LEAD,
  SNIPPET_SCAN,
  SNIPPET_WHOLE_BYTES,
  SNIPPET_WINDOW,
  snippetSourceWindow,
} = require('../dist/documents/feed/search-snippet.js');

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
  d.id, d.type, d.exam_type, d.title, d.description, d.year, d.exam_year, d.page_count, d.size, dc.views, dc.downloads,
  d.preview_status, d.thumbnail_key, d.created_at, d.updated_at, d.created_at::text as cursor_ts,
  /*textSource*/
  d.owner_id, u.username, d.subject_id, s.name as subject_name, d.branch_id, b.branch_name,
  d.course_id, c.course_name, d.college_id, co.college_name`;
const NAMES = `
  join users u on u.id = d.owner_id join document_popularity dc on dc.document_id = d.id
  join subjects s on s.id = d.subject_id join branches b on b.id = d.branch_id
  join courses c on c.id = d.course_id join colleges co on co.id = d.college_id`;
const JOINS = `join documents d on d.id = k.id ${NAMES}`;

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
    /** Stemmed forms by SearchWord.forms (searchText). */
    this.stems = new Map();
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
    const repository = read('documents/feed/feed.repository.js');
    const service = read('documents/documents.service.js');
    const walk = /SEARCH_WALK_ROWS\s*=\s*(\d+)/.exec(repository);
    const appShape = walk ? 'walk' : /searchHead/.test(repository) ? 'tiered' : 'rank';
    const chosen = shape ?? (rows[0].head ? appShape : 'rank');
    return new BareSql(pool, {
      shape: chosen,
      config: rows[0].config ? `'papershelf_search'::regconfig` : `'english'::regconfig`,
      walkRows: walk ? Number(walk[1]) : 500,
      snippets: chosen === 'walk' && /snippetPassage/.test(repository),
      // The answer's textSource: written by toDocumentDto (dto/document.dto.js) since it moved there.
      textSource: /textSource/.test(service) || /textSource/.test(read('documents/dto/document.dto.js')),
    });
  }

  /**
   * The tsquery of a search as the app writes it (search-query.ts searchTsquery, from dist/): each
   * word's stemmed forms, read from PostgreSQL once per word and kept, as the app keeps them.
   */
  async searchText(words) {
    const missing = words.map((w) => w.forms).filter((forms) => !this.stems.has(forms));
    if (missing.length > 0) {
      const { rows } = await prepared(
        this.pool,
        `select f as forms, to_tsquery(${this.config}, f)::text as stemmed from unnest($1::text[]) f`,
        [missing],
      );
      for (const row of rows) this.stems.set(row.forms, row.stemmed);
    }
    return searchTsquery(words.map(({ word, forms }) => ({ word, stemmed: this.stems.get(forms) ?? '' })));
  }

  /** The tsquery as a scalar subquery like the app's (evaluated once; the statement keeps one plan per connection). */
  tsquery(text, p) {
    return `(select ${p(text)}::tsquery)`;
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
  async feedPage({ filters, search: words, snippetPattern, cursor, limit, memo, sort, exclude }) {
    const search = words && (await this.searchText(words));
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
      if (this.shape === 'walk')
        return this.searchWalk(where, values, search, words, snippetPattern, limit + 1, exclude);
    }
    if (cursor && sort === 'popular') throw new Error('bare: popular cursors are not benchmarked');
    if (cursor) where.push(`(created_at, id) < (${p(cursor.createdAt)}::timestamptz, ${p(cursor.id)}::uuid)`);
    const and = (extra) => [...where, ...extra].join(' and ') || 'true';
    // Written into the text, as the app writes it (limitLiteral): a bound LIMIT keeps PostgreSQL
    // planning the statement on every execution.
    const n = rowCount(limit + 1);
    let text;
    if (!search && sort === 'popular') {
      // FeedRepository.popularStatement: keys from document_popularity in its index's order
      // (documents joined in only to filter), then the rows with their popularity.
      const join = where.length > 0 ? 'join documents on documents.id = dp.document_id' : '';
      text = `select ${this.columns}, dc.popularity
                from documents d ${NAMES}
               where d.id in (select dp.document_id from document_popularity dp ${join} where ${and([])}
                               order by dp.popularity desc, dp.created_at desc, dp.document_id desc limit ${n})
               order by popularity desc, d.created_at desc nulls last, d.id desc nulls last`;
    } else if (!search) {
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
   * FeedRepository.searchPage (page 1), one statement like the app's: both tiers' walks over
   * the newest rows; for a tier the walks did not fill, the GIN index (gated by the walks' counts,
   * its ORDER BY an expression so the planner cannot turn it back into the walk); then the page's
   * rows with their tier and snippet (the window around the first hit, the passage made as the app makes it).
   */
  async searchWalk(where, baseValues, search, words, snippetPattern, rows, exclude) {
    const values = [...baseValues];
    const p = (value) => {
      values.push(value);
      return `$${values.length}`;
    };
    // A corrected search (issue 28) leaves out what the words as typed matched, as the app's does.
    const base =
      [...where, ...(exclude ? [`not (search @@ (select ${p(exclude)}::tsquery))`] : [])].join(' and ') || 'true';
    const n = rowCount(rows);
    const q = this.tsquery(search, p);
    const matches = (tier, head, text) =>
      tier === 1 ? `${head} @@ ${q}` : `${text} @@ ${q} and not (${head} @@ ${q})`;
    const walked = (tier) => (tier === 1 ? 'search_head as head' : 'search as text, search_head as head');
    const walk = (tier) => `w${tier} as (select w.id, w.created_at
        from (select id, created_at, ${walked(tier)} from documents where ${base}
               order by ${NEWEST} limit ${rowCount(this.walkRows)}) w
       where ${matches(tier, 'w.head', 'w.text')} limit ${n})`;
    const filled = (tier) => (tier === 1 ? `n1 >= ${n}` : `n1 + n0 >= ${n}`);
    const rowsOf = (tier) => `t${tier} as (select id, created_at from w${tier} where (select ${filled(tier)} from n)
       union all
       (select id, created_at from documents
         where not (select ${filled(tier)} from n) and ${base} and ${matches(tier, 'search_head', 'search')}
         order by created_at + interval '0 s' desc, id desc limit ${n}))`;
    const keys = `with ${walk(1)}, ${walk(0)},
        n as (select (select count(*) from w1) as n1, (select count(*) from w0) as n0),
        ${rowsOf(1)}, ${rowsOf(0)}
      select k.id from (select id, created_at, 1 as tier from t1 union all select id, created_at, 0 as tier from t0) k
      order by k.tier desc, k.created_at desc, k.id desc limit ${n}`;
    let window = 'null::text';
    if (this.snippets && snippetPattern !== undefined) {
      // The first SNIPPET_SCAN characters are searched for the hit (once), the window cut from a
      // few more; the hit's page (1 + the form feeds before it) in front, up to a colon. A text of
      // no more bytes than the cut's characters is taken whole (a value of its own, decompressed
      // once), as the app's snippetColumn does; one of at most SNIPPET_WHOLE_BYTES is sent whole
      // (`=text`) and its window cut as the app's withSnippets cuts it.
      const within = (value, chars, whole = value) =>
        `case when octet_length(${value}) <= ${chars} then ${whole} else left(${value}, ${chars}) end`;
      const page = `case when s.hit > 0 and (d.page_count = 1 or strpos(s.cut, chr(12)) > 0)
          then (1 + s.hit - length(replace(left(s.cut, s.hit), chr(12), '')))::text else '' end`;
      window = `case when octet_length(d.extracted_text) <= ${SNIPPET_WHOLE_BYTES} then '=' || d.extracted_text
        else (select ${page} || ':' || substr(' ' || s.cut || ' ', greatest(1, s.hit + ${1 - SNIPPET_LEAD}), ${SNIPPET_WINDOW})
          from (select c.cut, regexp_instr(${within('c.cut', SNIPPET_SCAN)}, ${p(snippetPattern)}, 1, 1, 0, 'i') as hit
                  from (select coalesce(${within('d.extracted_text', SNIPPET_SCAN + SNIPPET_WINDOW, `d.extracted_text || ''`)}, '') as cut) c offset 0) s) end`;
    }
    const text = `select ${this.columns}, (d.search_head @@ ${q})::int as tier, ${window} as snippet
        from documents d ${NAMES} where d.id in (${keys})
       order by tier desc, d.created_at desc nulls last, d.id desc nulls last`;
    const matcher = snippetMatcher(searchPrefixes(search));
    const finder = snippetHitFinder(words);
    const found = (await prepared(this.pool, text, values)).rows;
    for (const row of found) {
      if (row.snippet === null) {
        row.snippet = undefined;
        continue;
      }
      const { window, page } = snippetSourceWindow(row.snippet, finder, row.page_count);
      row.snippet = snippetPassage(window, matcher);
      if (row.snippet !== undefined && page !== undefined) row.snippetPage = page;
    }
    return found;
  }

  /**
   * FeedRepository.correctedQuery (issue 28): the query with its misspelt words corrected by the
   * dictionary (search_words), the same statement; undefined when no word was corrected.
   */
  async correctedQuery(words) {
    const candidates = correctableWords(words.map(({ word }) => word));
    if (candidates.length === 0) return undefined;
    const { rows } = await prepared(
      this.pool,
      `select q.word, (select s.word from search_words s
             where s.word % q.word and s.word <> q.word and s.documents > coalesce(k.documents, 0)
             order by similarity(s.word, q.word) desc, s.documents desc, s.word limit 1) as correction
         from unnest($1::text[]) as q(word) left join search_words k on k.word = q.word
        where k.word is not null or not exists (select 1 from search_words p
                where p.word >= q.word and p.word < q.word || chr(1114111))`,
      [candidates],
    );
    const corrections = new Map(rows.filter((r) => r.correction !== null).map((r) => [r.word, r.correction]));
    if (corrections.size === 0) return undefined;
    return words.map(({ word }) => corrections.get(word) ?? word).join(' ');
  }

  /** SearchSuggestRepository.suggest (issue 28): the same statement, written out. */
  async suggest(typed) {
    const [p, word, c, fuzzy, qq] = ['$1::text', '$2::text', '$3::text', '$4::boolean', '$5::text'];
    const level = (kind, order, table, nameCol, code) => {
      const n = `lower(${table}.${nameCol})`;
      const codeMatch = code
        ? ` or (${c} <> '' and lower(regexp_replace(coalesce(${table}.${code}, ''), '[^[:alnum:]]+', '', 'g')) like ${c} || '%')`
        : '';
      const aliasMatch = `exists (select 1 from unnest(${table}.aliases) a where lower(a) like ${p}
          or (${c} <> '' and lower(regexp_replace(a, '[^[:alnum:]]+', '', 'g')) like ${c} || '%'))`;
      return `(select '${kind}'::text as kind, ${table}.id::text as id, ${table}.${nameCol} as label, ${code ? `${table}.${code}` : 'null'}::text as code,
            case when ${n} like ${p} or ${aliasMatch}${codeMatch} then 0 when ${n} like ${word} then 1 else 2 end as rank,
            ${order} as k
          from ${table}
         where ${n} like ${p} or ${n} like ${word} or ${aliasMatch}${codeMatch} or (${fuzzy} and word_similarity(${qq}, ${n}) >= $8::float8)
         order by rank, word_similarity(${qq}, ${n}) desc, ${table}.${nameCol} limit ${SUGGESTIONS})`;
    };
    const t = 'lower(documents.title)';
    const [typedWords, tsq] = ['$6::text[]', '$7::text'];
    const upTo = (start) => `(${start} || chr(1114111))`;
    const lead = '(select tok from lead)';
    const docs = `(with
        typed as (
          select u.tok, u.ord, (select count(*) from (select 1 from document_title_words where document_title_words.word >= u.tok
                                   and document_title_words.word < ${upTo('u.tok')} order by document_title_words.word limit ${WORD_CANDIDATES + 1}) c) as n
            from unnest(${typedWords}) with ordinality u(tok, ord)
        ),
        lead as (select tok from typed order by n, length(tok) desc, ord limit 1),
        exact as (
          (select documents.id as id, documents.title as title, 0 as rank from documents
            where ${t} ~>=~ ${qq} and ${t} ~<~ ${upTo(qq)} order by ${t} using ~<~ limit ${SUGGESTIONS})
          union all
          (select documents.id, documents.title, 1 from (
              select document_title_words.document_id as document_id from document_title_words
               where length(${qq}) >= 3 and document_title_words.word >= ${lead} and document_title_words.word < ${upTo(lead)}
               order by document_title_words.word limit ${WORD_CANDIDATES}) w
            join documents on documents.id = w.document_id
            where ${tsq} = '' or to_tsvector('simple'::regconfig, documents.title) @@ to_tsquery('simple'::regconfig, ${tsq})
            limit ${SUGGESTIONS})
        ),
        near as (
          select sw.word from (
              select tok from typed where n = 0 and length(tok) >= ${FUZZY_FROM} order by length(tok) desc, ord limit ${NEAR_TYPED}) t, lateral (
              select search_words.word as word from search_words
               where search_words.word %> t.tok
                 and exists (select 1 from document_title_words where document_title_words.word = search_words.word)
               order by word_similarity(t.tok, search_words.word) desc, search_words.documents desc, search_words.word
               limit ${NEAR_WORDS}) sw
           where ${fuzzy} and (select count(distinct exact.id) from exact) < ${SUGGESTIONS}
        ),
        d as (
          select * from exact
          union all
          (select documents.id, documents.title, 2 from (
              select document_title_words.document_id as document_id from near
                join document_title_words on document_title_words.word = near.word limit ${SUGGESTIONS}) w
            join documents on documents.id = w.document_id)
        )
        select 'document'::text as kind, d.id::text as id, d.title as label, null::text as code, min(d.rank) as rank, 3 as k
          from d group by d.id, d.title order by rank, label limit ${SUGGESTIONS})`;
    const text = `select s.kind, s.id, s.label, s.code from (${level('subject', 0, 'subjects', 'name', 'code')}
        union all ${level('course', 1, 'courses', 'course_name')}
        union all ${level('college', 2, 'colleges', 'college_name')} union all ${docs}) s
      order by s.rank, s.k, s.label limit ${SUGGESTIONS}`;
    const v = suggestValues(typed);
    const { rows } = await prepared(this.pool, text, [
      v.prefix,
      v.word,
      v.compact,
      v.fuzzy,
      v.q,
      v.words,
      v.tsq,
      v.nameSimilarity,
    ]);
    return rows;
  }

  // ---- the question bank (QuestionsRepository: subjectFamily, subjectVersion, subjectQuestions)

  async subjectFamily(subjectId) {
    const { rows: branch } = await prepared(
      this.pool,
      `select subjects.id, subjects.name, subjects.code from subjects own
         inner join subjects on subjects.college_id = own.college_id and subjects.course_id = own.course_id
                            and subjects.branch_id = own.branch_id
        where own.id = $1`,
      [subjectId],
    );
    const code = (c) => (c ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
    const family = new Set([subjectId]);
    const names = new Set();
    const codes = new Set();
    const take = (row) => {
      names.add(row.name.toLowerCase());
      if (code(row.code)) codes.add(code(row.code));
    };
    const start = branch.find((row) => row.id === subjectId);
    if (!start) return [];
    take(start);
    for (let grew = true; grew;) {
      grew = false;
      for (const row of branch) {
        if (family.has(row.id)) continue;
        if (names.has(row.name.toLowerCase()) || (code(row.code) !== '' && codes.has(code(row.code)))) {
          family.add(row.id);
          take(row);
          grew = true;
        }
      }
    }
    return [...family];
  }

  async subjectVersion(subjectIds) {
    const [row] = (
      await prepared(
        this.pool,
        `select count(*)::int as n, max(created_at) as latest from document_questions where subject_id = any($1::uuid[])`,
        [subjectIds],
      )
    ).rows;
    return `${row?.n ?? 0}:${row?.latest?.getTime() ?? 0}`;
  }

  async subjectQuestions(subjectIds) {
    const { rows } = await prepared(
      this.pool,
      `select q.id, q.document_id as "documentId", q.number, q.text, q.marks, q.page, d.title,
              d.exam_type as "examType", d.exam_year as "examYear", d.created_at as "uploadedAt"
         from document_questions q inner join documents d on d.id = q.document_id
        where q.subject_id = any($1::uuid[])
        order by d.created_at asc, d.id asc, q.position asc`,
      [subjectIds],
    );
    return rows;
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

  static SUBJECT = `select subjects.id as "_id", subjects.name, subjects.code, subjects.year, subjects.aliases,
              branches.branch_name as branch,
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
      `select courses.id as "_id", courses.course_name as "courseName", courses.abbreviation, courses.aliases,
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
      `select branches.id as "_id", branches.branch_name as "branchName", branches.abbreviation, branches.aliases,
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

  /**
   * CatalogueRepository.documentCounts: the documents filed under `parentId` (a `parent` column:
   * college_id, course_id or branch_id) per `by` column and type, within a year when given. The
   * wizard's courses, branches and subjects steps read them on every request, as the app does.
   */
  async documentCounts(by, parent, parentId, year) {
    const { rows } = await prepared(
      this.pool,
      `select ${by}::text as key, type, count(*) as n from documents
        where ${parent} = $1${year === undefined ? '' : ' and year = $2'} group by ${by}, type`,
      year === undefined ? [parentId] : [parentId, year],
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
    await prepared(
      this.pool,
      `update document_popularity set views = views + 1, popularity = popularity_add(popularity, 1) where document_id = $1`,
      [id],
    );
  }
}
