/**
 * A document's search text, apart from its PDF's: kept out of text-search.ts, which the documents
 * schema imports, because it reads the catalogue chain, which reads that schema.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { CATALOGUE_CHAIN, type CatalogueLevelKey } from './catalogue-chain';
import { subjects } from './schema/catalogue';

/** A value in the search-text expression: a column of `documents`, or a value bound as a parameter. */
type SearchTextPart = SQLWrapper | string;

/**
 * A text's compact form: every character but letters and digits removed ("CS 301" → "CS301",
 * "O.S." → "OS"), so a code or short name written with spaces, dashes or dots is found joined too
 * (searchVectorSource indexes a joined code split as well, so "cs 301" and "cs-301" find it).
 */
const compact = (text: SQL): SQL => sql`regexp_replace(${text}, '[^[:alnum:]]+', '', 'g')`;

/**
 * What a document is found by besides its PDF text: its title and description and the names of
 * the catalogue rows it is filed under (each level's `searchedBy` columns: names, the course's
 * and branch's abbreviations, the subject's code), each level's aliases ("OS", "DBMS", an old
 * code: searched as if they were the name), and the code and aliases in their compact form too.
 * The one definition, used by the upload's insert (with the new row's values) and by a catalogue
 * edit (with the documents' own columns), so the two can never disagree. Migration 0016 wrote the
 * same expression out by hand to rebuild the rows stored before it.
 */
export const documentSearchText = (
  doc: { title: SearchTextPart; description: SearchTextPart } & Record<`${CatalogueLevelKey}Id`, SearchTextPart>,
): SQL =>
  // concat_ws takes "any": bound values need a type.
  sql`concat_ws(' ', ${doc.title}::text, ${doc.description}::text, ${sql.join(
    CATALOGUE_CHAIN.map((level) => {
      const aliases = sql`array_to_string(${level.aliases}, ' ')`;
      const names = [...level.searchedBy, aliases];
      const compacted =
        level.key === 'subject' ? [compact(sql`${subjects.code}`), compact(aliases)] : [compact(aliases)];
      return sql`(select concat_ws(' ', ${sql.join([...names, ...compacted], sql`, `)}) from ${level.table} where ${level.id} = ${doc[`${level.key}Id`]})`;
    }),
    sql`, `,
  )})`;
