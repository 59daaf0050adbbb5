import { Inject, Injectable } from '@nestjs/common';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { DATABASE, Database } from '../../database/database.types';
import { limitLiteral, PreparedStatements } from '../../database/prepared-statements';
import { colleges, courses, documents, subjects } from '../../database/schema';

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
 * pg_trgm's default 0.6 (the documents' indexed `<%`), so a swapped pair of letters ("opreating",
 * 0.43) still finds its subject. The catalogue's tables are small enough to check every name.
 */
const CATALOGUE_SIMILARITY = 0.4;

const N = sql.raw(String(MAX_SUGGESTIONS));

/** `text` as a LIKE pattern's literal part: %, _ and \ escaped. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Suggestions as they type, one statement (prepared once): catalogue rows (subjects, courses,
 * colleges) whose name, alias or code starts with what is typed, or has a word that does, and
 * documents whose title does; from FUZZY_FROM letters on also those spelt a little differently
 * (pg_trgm word similarity: ≥ CATALOGUE_SIMILARITY for names, `q <% title` ≥ 0.6 for titles). Ranked: names that start with it, then a word
 * that does, then near spellings; subjects before courses, colleges and documents among equals.
 *
 * Every part is bounded by an index (migration 0016): titles by their start on a btree in order
 * (documents_title_prefix_idx), by a word or near spelling on the trigram GIN index, each part
 * reading at most MAX_SUGGESTIONS rows. The catalogue's tables are small (hundreds of rows).
 */
@Injectable()
export class SearchSuggestRepository {
  private readonly statements = new PreparedStatements('suggest');

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async suggest(typed: string): Promise<SuggestionRow[]> {
    const q = typed.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
    const compact = q.replace(/[^\p{L}\p{N}]+/gu, '');
    const statement = this.statements.get('suggest', (name) => {
      const p = sql`${sql.placeholder('prefix')}::text`;
      const word = sql`${sql.placeholder('word')}::text`;
      const c = sql`${sql.placeholder('compact')}::text`;
      const fuzzy = sql`${sql.placeholder('fuzzy')}::boolean`;
      const qq = sql`${sql.placeholder('q')}::text`;
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
         where ${n} like ${p} or ${n} like ${word} or ${aliasMatch}${codeMatch} or (${fuzzy} and word_similarity(${qq}, ${n}) >= ${sql.raw(String(CATALOGUE_SIMILARITY))})
         order by rank, word_similarity(${qq}, ${n}) desc, ${nameCol} limit ${N})`;
      };
      const t = sql`lower(${documents.title})`;
      const docs = sql`(select 'document'::text as kind, d.id::text as id, d.title as label, null::text as code, min(d.rank) as rank, 3 as k from (
          (select ${documents.id} as id, ${documents.title} as title, 0 as rank from ${documents} where ${t} like ${p} order by ${t} limit ${N})
          union all
          (select ${documents.id}, ${documents.title}, 1 from ${documents} where length(${qq}) >= 3 and ${t} like ${word} limit ${N})
          union all
          (select ${documents.id}, ${documents.title}, 2 from ${documents} where ${fuzzy} and ${qq} <% ${t} limit ${N})
        ) d group by d.id, d.title order by rank, label limit ${N})`;
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
    return statement.execute({
      prefix: `${likeLiteral(q)}%`,
      word: `% ${likeLiteral(q)}%`,
      compact,
      fuzzy: q.replace(/[^\p{L}]/gu, '').length >= FUZZY_FROM,
      q,
    });
  }
}
