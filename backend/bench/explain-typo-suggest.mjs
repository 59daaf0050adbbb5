/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements behind the bench's `search-typo` and `suggest` rows
 * (issue 28), as the bare server runs them (bare-sql.mjs writes out the app's SQL): each statement
 * is captured with its values, then explained twice — once planned for its values (a custom plan)
 * and once with the plan PostgreSQL settles on after five executions of a prepared statement (a
 * generic plan, `plan_cache_mode = force_generic_plan`), which is what the app runs under load.
 *
 *   node bench/explain-typo-suggest.mjs <database url> [runs]   (after `npm run build -w backend`)
 *   node bench/explain-typo-suggest.mjs <database url> [runs] "<query>"
 *
 * With a query, only that search's first page (as typed, as bare.mjs runs it: the bench's
 * `search-common` row is "semaphore") is explained instead.
 *
 * Prints each plan's execution time (the median of `runs`, default 5) and the first plan in full.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { BareSql } from './bare-sql.mjs';

const require = createRequire(import.meta.url);
const { toSearchTerms, searchSnippetPattern } = require('../dist/documents/feed/search-query.js');
const url = process.argv[2];
const RUNS = Number(process.argv[3] ?? 5);
const VERBOSE = process.env.EXPLAIN_VERBOSE === '1';
const pool = new pg.Pool({ connectionString: url, max: 1 });

/** Every statement BareSql sends, captured (and still run, so the flow goes on as the bare's). */
const captured = [];
const capturing = {
  query: (config, values) => {
    const c = typeof config === 'string' ? { text: config, values } : config;
    captured.push({ text: c.text, values: c.values ?? [] });
    return pool.query({ text: c.text, values: c.values });
  },
};
const sql = await BareSql.open(capturing, { dist: fileURLToPath(new URL('../dist', import.meta.url)) });

const literal = (client, v) => {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v))
    return client.escapeLiteral(`{${v.map((x) => `"${String(x).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  if (v instanceof Date) return client.escapeLiteral(v.toISOString());
  return client.escapeLiteral(String(v));
};

async function explain(label, { text, values }) {
  const client = await pool.connect();
  try {
    const times = { custom: [], generic: [] };
    let first = {};
    for (const mode of ['custom', 'generic']) {
      await client.query(`set plan_cache_mode = ${mode === 'generic' ? 'force_generic_plan' : 'force_custom_plan'}`);
      await client.query('deallocate all');
      await client.query(`prepare s as ${text}`);
      const args = values.length ? `(${values.map((v) => literal(client, v)).join(', ')})` : '';
      for (let i = 0; i < RUNS; i += 1) {
        const { rows } = await client.query(`explain (analyze, buffers) execute s${args}`);
        const plan = rows.map((r) => r['QUERY PLAN']);
        const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1))?.[1]);
        times[mode].push(ms);
        if (i === 0) first[mode] = plan;
      }
    }
    await client.query('reset plan_cache_mode');
    const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
    console.log(
      `\n=== ${label}: execution ms, median of ${RUNS}: custom ${median(times.custom)}, generic ${median(times.generic)}`,
    );
    if (VERBOSE) {
      console.log(text.replace(/\s+/g, ' ').slice(0, 400));
      console.log('--- generic plan\n' + first.generic.join('\n'));
    }
    return { custom: median(times.custom), generic: median(times.generic) };
  } finally {
    client.release();
  }
}

const PAGE = 20;
/** A search's first page of `terms` as bare.mjs's feed() runs it (its statements captured). */
const firstPage = (terms, exclude) =>
  sql.feedPage({
    filters: {},
    search: terms,
    snippetPattern: searchSnippetPattern(terms),
    limit: PAGE,
    memo: (_k, load) => load(),
    exclude,
  });
/** The captured search statements (not the stems' look-ups or the schema's). */
const searchStatements = () => captured.filter((s) => !/to_tsquery\(.*unnest|information_schema/s.test(s.text));

const QUERY = process.argv[4];
if (QUERY !== undefined) {
  await firstPage(toSearchTerms(QUERY));
  const statements = searchStatements();
  for (const [i, s] of statements.entries()) await explain(`"${QUERY}" statement ${i + 1} of ${statements.length}`, s);
  await pool.end();
  process.exit(0);
}
// search-typo: GET /api/documents?q=semaphroe kernal, as bare.mjs's feed() runs it.
const search = toSearchTerms('semaphroe kernal');
const asTyped = await firstPage(search);
const corrected = await sql.correctedQuery(search);
// As bare.mjs (and the app): the words as typed are left out only when they matched something.
await firstPage(
  toSearchTerms(corrected),
  asTyped.length > 0 || process.env.EXPLAIN_EXCLUDE === '1' ? await sql.searchText(search) : undefined,
);
console.log(`corrected: ${corrected}`);
const typo = searchStatements();
captured.length = 0;
await sql.suggest('subj');
const suggest = captured.slice();
const total = { custom: 0, generic: 0 };
for (const [i, s] of typo.entries()) {
  const t = await explain(`search-typo statement ${i + 1} of ${typo.length}`, s);
  total.custom += t.custom;
  total.generic += t.generic;
}
console.log(`\nsearch-typo total: custom ${total.custom.toFixed(2)} ms, generic ${total.generic.toFixed(2)} ms`);
await explain('suggest "subj"', suggest[0]);
await pool.end();
