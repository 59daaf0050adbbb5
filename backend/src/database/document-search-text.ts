/**
 * A document's search text, apart from its PDF's: kept out of text-search.ts, which the documents
 * schema imports, because it reads the catalogue chain, which reads that schema.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { CATALOGUE_CHAIN, type CatalogueLevelKey } from './catalogue-chain';

/** A value in the search-text expression: a column of `documents`, or a value bound as a parameter. */
type SearchTextPart = SQLWrapper | string;

/**
 * What a document is found by besides its PDF text: its title and description and the names of
 * the catalogue rows it is filed under (each level's `searchedBy` columns: names, and the course's
 * and branch's abbreviations). The one definition, used by the upload's insert (with the new row's
 * values) and by a catalogue rename (with the documents' own columns), so the two can never disagree.
 */
export const documentSearchText = (
  doc: { title: SearchTextPart; description: SearchTextPart } & Record<`${CatalogueLevelKey}Id`, SearchTextPart>,
): SQL =>
  // concat_ws takes "any": bound values need a type.
  sql`concat_ws(' ', ${doc.title}::text, ${doc.description}::text, ${sql.join(
    CATALOGUE_CHAIN.map(
      (level) =>
        sql`(select concat_ws(' ', ${sql.join([...level.searchedBy], sql`, `)}) from ${level.table} where ${level.id} = ${doc[`${level.key}Id`]})`,
    ),
    sql`, `,
  )})`;
