import { Inject, Injectable } from '@nestjs/common';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { DATABASE, Database } from '../../database/database.types';
import { limitLiteral, PreparedStatements } from '../../database/prepared-statements';
import { colleges, courses, documents, documentTitleWords, searchWords, subjects } from '../../database/schema';

/** What a suggestion names. */
export const SUGGESTION_KINDS = ['subject', 'course', 'college', 'document'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

export interface SuggestionRow {
  kind: SuggestionKind;
  id: string;
  /** The row's name, or the document's title. */
  label: string;
  /** A subject's code, else null. */
  code: string | null;
}

/** Suggestions an answer holds at most. */
export const MAX_SUGGESTIONS = 8;
/** From this many letters on, a suggestion may be spelt a little differently (pg_trgm word similarity). */
export const FUZZY_FROM = 4;

/**
 * The word similarity a catalogue name needs to be suggested for a near spelling: lower than
 * pg_trgm's default 0.6 (the titles' near spellings), so a swapped pair of letters ("opreating",
 * 0.43) still finds its subject. The catalogue's tables are small enough to check every name.
 */
const CATALOGUE_SIMILARITY = 0.4;
/**
 * The same for what has fewer than CATALOGUE_SIMILARITY_FROM letters: a few letters share 0.4
 * with too much ("oper" with "Master of Technology": "  o" of "of", "er " of "master").
 */
const SHORT_CATALOGUE_SIMILARITY = 0.5;
export const CATALOGUE_SIMILARITY_FROM = 6;

const N = sql.raw(String(MAX_SUGGESTIONS));

/**
 * Titles a suggestion of several words reads at most by one of them (the word typed that the
 * fewest title words start with, counted up to this + 1) before checking the others: bounds the
 * work whatever is typed ("notes exam" over 100 000 titles with both words reads 200 of them), at
 * the cost of missing a match past them — a suggestion, not a search.
 */
export const WORD_CANDIDATES = 200;

/** Indexed words a misspelt word typed is read as at most (the nearest first). */
export const NEAR_WORDS = 3;
/** Misspelt words typed that are read as near spellings at most (the longest first): each is an index look-up. */
export const NEAR_TYPED = 2;

/** The words of what is typed as document_title_words holds a title's: letters and digits, lower case. */
export const titleWordsOf = (q: string): string[] =>
  q.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '' && w.length <= 64);

/** `text` as a LIKE pattern's literal part: %, _ and \ escaped. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What is typed as suggestions read it: NFKC, lower case, runs of white space as one, trimmed. */
export const normalizeSuggestQuery = (typed: string): string =>
  typed.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The suggest statement's values for what is typed (named as its placeholders; the bench's bare
 * server passes them in this order too): LIKE patterns of the whole, the letters and digits alone
 * (codes), whether near spellings run and how near a name must be, the words and, for several,
 * the tsquery every one of them starts a word of.
 */
export function suggestValues(typed: string) {
  const q = normalizeSuggestQuery(typed);
  const words = titleWordsOf(q);
  const letters = q.replace(/[^\p{L}]/gu, '').length;
  return {
    prefix: `${likeLiteral(q)}%`,
    word: `% ${likeLiteral(q)}%`,
    compact: q.replace(/[^\p{L}\p{N}]+/gu, ''),
    fuzzy: letters >= FUZZY_FROM,
    q,
    words,
    tsq: words.length > 1 ? words.map((w) => `'${w}':*`).join(' & ') : '',
    nameSimilarity: letters >= CATALOGUE_SIMILARITY_FROM ? CATALOGUE_SIMILARITY : SHORT_CATALOGUE_SIMILARITY,
  };
}

/**
 * Suggestions as they type, one statement (prepared once): catalogue rows (subjects, courses,
 * colleges) whose name, alias or code starts with what is typed, or has a word that does, and
 * documents whose title does; from FUZZY_FROM letters on also those spelt a little differently
 * (names: pg_trgm word similarity ≥ CATALOGUE_SIMILARITY, SHORT_… below 6 letters; titles: a word typed that no title word
 * starts with is read as the indexed words spelt like it, word similarity ≥ 0.6). Ranked: names
 * that start with it, then a word that does, then near spellings; subjects before courses,
 * colleges and documents among equals.
 *
 * Every part of the titles' is bounded by a btree read in order: their start
 * (documents_title_prefix_idx, migration 0016), a word's start (document_title_words, migration
 * 0023: at most WORD_CANDIDATES titles for several words), a near spelling's titles (after the
 * dictionary's trigram index, search_words: one row per distinct word). Before, a word's start and
 * near spellings were read on the titles' trigram index (dropped by migration 0023), whose bitmap
 * held every title sharing the letters: "docu" over 100 000 titles "Document …" cost ≈ 800 ms of
 * PostgreSQL. The catalogue's tables are small (hundreds of rows). Answers are kept per prefix for
 * a few seconds (CatalogueService.keptSuggestions).
 */
@Injectable()
export class SearchSuggestRepository {
  private readonly statements = new PreparedStatements('suggest');

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async suggest(typed: string): Promise<SuggestionRow[]> {
    const statement = this.statements.get('suggest', (name) => {
      const p = sql`${sql.placeholder('prefix')}::text`;
      const word = sql`${sql.placeholder('word')}::text`;
      const c = sql`${sql.placeholder('compact')}::text`;
      const fuzzy = sql`${sql.placeholder('fuzzy')}::boolean`;
      const qq = sql`${sql.placeholder('q')}::text`;
      const nameSimilarity = sql`${sql.placeholder('nameSimilarity')}::float8`;
      const level = (
        kind: SuggestionKind,
        order: number,
        table: typeof subjects | typeof courses | typeof colleges,
        nameCol: SQLWrapper,
        code?: SQLWrapper,
      ) => {
        const n = sql`lower(${nameCol})`;
        const codeMatch = code
          ? sql` or (${c} <> '' and lower(regexp_replace(coalesce(${code}, ''), '[^[:alnum:]]+', '', 'g')) like ${c} || '%')`
          : sql``;
        const aliasMatch = sql`exists (select 1 from unnest(${table.aliases}) a where lower(a) like ${p}
          or (${c} <> '' and lower(regexp_replace(a, '[^[:alnum:]]+', '', 'g')) like ${c} || '%'))`;
        return sql`(select ${kind}::text as kind, ${table.id}::text as id, ${nameCol} as label, ${code ?? sql`null`}::text as code,
            case when ${n} like ${p} or ${aliasMatch}${codeMatch} then 0 when ${n} like ${word} then 1 else 2 end as rank,
            ${sql.raw(String(order))} as k
          from ${table}
         where ${n} like ${p} or ${n} like ${word} or ${aliasMatch}${codeMatch} or (${fuzzy} and word_similarity(${qq}, ${n}) >= ${nameSimilarity})
         order by rank, word_similarity(${qq}, ${n}) desc, ${nameCol} limit ${N})`;
      };
      const t = sql`lower(${documents.title})`;
      const words = sql`${sql.placeholder('words')}::text[]`;
      const tsq = sql`${sql.placeholder('tsq')}::text`;
      const tw = documentTitleWords;
      const upTo = (start: SQLWrapper) => sql`(${start} || chr(1114111))`;
      const lead = sql`(select tok from lead)`;
      const docs = sql`(with
        -- Each word typed, with how many title words start with it (counted up to WORD_CANDIDATES + 1).
        typed as (
          select u.tok, u.ord, (select count(*) from (select 1 from ${tw} where ${tw.word} >= u.tok and ${tw.word} < ${upTo(sql`u.tok`)}
                                 order by ${tw.word} limit ${sql.raw(String(WORD_CANDIDATES + 1))}) c) as n
            from unnest(${words}) with ordinality u(tok, ord)
        ),
        -- The word typed that the fewest title words start with.
        lead as (select tok from typed order by n, length(tok) desc, ord limit 1),
        exact as (
          -- Titles that start with it: a range of documents_title_prefix_idx in its order
          -- (text_pattern_ops' operators: LIKE with a parameter cannot use it).
          (select ${documents.id} as id, ${documents.title} as title, 0 as rank from ${documents}
            where ${t} ~>=~ ${qq} and ${t} ~<~ ${upTo(qq)} order by ${t} using ~<~ limit ${N})
          union all
          -- Titles with a word that starts with its rarest word, in the index's order (it stops
          -- after WORD_CANDIDATES: a bitmap would collect every title with a common word), checked
          -- for the other words.
          (select ${documents.id}, ${documents.title}, 1 from (
              select ${tw.documentId} as document_id from ${tw}
               where length(${qq}) >= 3
                 and ${tw.word} >= ${lead} and ${tw.word} < ${upTo(lead)}
               order by ${tw.word} limit ${sql.raw(String(WORD_CANDIDATES))}) w
            join ${documents} on ${documents.id} = w.document_id
            where ${tsq} = '' or to_tsvector('simple'::regconfig, ${documents.title}) @@ to_tsquery('simple'::regconfig, ${tsq})
            limit ${N})
        ),
        -- Near spellings, only when those found fewer than MAX_SUGGESTIONS (they rank below all of
        -- them): for the NEAR_TYPED longest words of FUZZY_FROM letters that no title word starts
        -- with, the indexed words (search_words: one row per word) spelt like them that are title
        -- words; then titles with those.
        near as (
          select sw.word from (
              select tok from typed where n = 0 and length(tok) >= ${sql.raw(String(FUZZY_FROM))}
               order by length(tok) desc, ord limit ${sql.raw(String(NEAR_TYPED))}) t, lateral (
              select ${searchWords.word} as word from ${searchWords}
               where ${searchWords.word} %> t.tok
                 and exists (select 1 from ${tw} where ${tw.word} = ${searchWords.word})
               order by word_similarity(t.tok, ${searchWords.word}) desc, ${searchWords.documents} desc, ${searchWords.word}
               limit ${sql.raw(String(NEAR_WORDS))}) sw
           where ${fuzzy} and (select count(distinct exact.id) from exact) < ${N}
        ),
        d as (
          select * from exact
          union all
          (select ${documents.id}, ${documents.title}, 2 from (
              select ${tw.documentId} as document_id from near join ${tw} on ${tw.word} = near.word limit ${N}) w
            join ${documents} on ${documents.id} = w.document_id)
        )
        select 'document'::text as kind, d.id::text as id, d.title as label, null::text as code, min(d.rank) as rank, 3 as k
          from d group by d.id, d.title order by rank, label limit ${N})`;
      return this.db
        .select({
          kind: sql<SuggestionKind>`s.kind`,
          id: sql<string>`s.id`,
          label: sql<string>`s.label`,
          code: sql<string | null>`s.code`,
        })
        .from(
          sql`(${level('subject', 0, subjects, subjects.name, subjects.code)} union all ${level('course', 1, courses, courses.courseName)}
            union all ${level('college', 2, colleges, colleges.collegeName)} union all ${docs}) s`,
        )
        .orderBy(sql`s.rank`, sql`s.k`, sql`s.label`)
        .limit(limitLiteral(MAX_SUGGESTIONS))
        .prepare(name);
    });
    return statement.execute(suggestValues(typed));
  }
}
