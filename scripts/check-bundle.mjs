#!/usr/bin/env node
/**
 * Bundle budget (issue 12): the JavaScript a first visit to `/` downloads before the page can
 * render — the entry chunk, the chunks it imports statically (index.html's modulepreload links)
 * and, should the home page ever become a lazy route, that route's chunk and its imports — summed
 * gzip-compressed. Fails (exit 1) when the sum passes the budget, or when dist holds a source
 * map or a file that names one (maps carry the whole source: the build moves them to
 * frontend/sourcemaps/, out of what is served and shipped).
 *
 *   node scripts/check-bundle.mjs            after `npm run build -w frontend`
 *   BUNDLE_BUDGET_KB=200 node scripts/...    another budget (KB = 1024 bytes)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Issue 12's goal (150 KB); ≈ 139 KB when it was reached. */
const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 150);
/** The goal; printed beside a budget set above it (BUNDLE_BUDGET_KB). */
const TARGET_KB = 150;
const HOME_ROUTE_SOURCE = 'src/app/routes/home.tsx';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'frontend', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`check-bundle: ${manifestPath} is missing; run \`npm run build -w frontend\` first`);
  process.exit(2);
}
/** @type {Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** A chunk and everything it imports statically (what the browser fetches before running it). */
const withStaticImports = (key, into = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
  return into;
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry === true);
if (!entryKey) {
  console.error('check-bundle: the manifest names no entry chunk');
  process.exit(2);
}
const files = withStaticImports(entryKey);
if (manifest[HOME_ROUTE_SOURCE]) withStaticImports(HOME_ROUTE_SOURCE, files);

// index.html must not preload anything beyond that set: a preload of a chunk `/` never runs
// is bandwidth taken from the ones it does.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]);
const extra = referenced.filter((file) => !files.has(file));

// The build writes <file>.gz (level 9) and <file>.br (quality 11) beside each file
// (vite-plugin-compression2 in vite.config.ts), the bytes the server sends; a file under the
// plugin's threshold has none, and is compressed here with the same settings.
const compressedSize = (file, suffix, compress) => {
  const path = join(dist, file + suffix);
  return existsSync(path) ? statSync(path).size : compress(readFileSync(join(dist, file))).length;
};

const kb = (bytes) => bytes / 1024;
const rows = [...files].map((file) => ({
  file,
  raw: statSync(join(dist, file)).size,
  gzip: compressedSize(file, '.gz', (code) => gzipSync(code, { level: 9 })),
  brotli: compressedSize(file, '.br', (code) =>
    brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ),
}));
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce(
  (sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, brotli: sum.brotli + row.brotli }),
  {
    raw: 0,
    gzip: 0,
    brotli: 0,
  },
);

const pad = (value, width) => String(value).padStart(width);
console.log(`Initial JavaScript for / (${rows.length} files)`);
console.log(`${'file'.padEnd(44)}${pad('raw KB', 10)}${pad('gzip KB', 10)}${pad('br KB', 10)}`);
for (const row of rows) {
  console.log(
    `${row.file.padEnd(44)}${pad(kb(row.raw).toFixed(1), 10)}${pad(kb(row.gzip).toFixed(1), 10)}${pad(kb(row.brotli).toFixed(1), 10)}`,
  );
}
console.log(
  `${'total'.padEnd(44)}${pad(kb(total.raw).toFixed(1), 10)}${pad(kb(total.gzip).toFixed(1), 10)}${pad(kb(total.brotli).toFixed(1), 10)}`,
);

const within = kb(total.gzip) <= BUDGET_KB;
console.log(
  `bundle budget: ${kb(total.gzip).toFixed(1)} KB gzip of ${String(BUDGET_KB)} KB ${within ? '✔' : '✘'}` +
    (BUDGET_KB > TARGET_KB ? ` (issue 12's target: ${String(TARGET_KB)} KB)` : ''),
);
if (extra.length > 0) console.log(`index.html loads chunks outside the set: ${extra.join(', ')} ✘`);

// Source maps: none in dist, and no bundle pointing at one.
const distFiles = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));
const maps = distFiles.filter((path) => /\.map(\.gz|\.br)?$/.test(path));
const pointing = distFiles.filter(
  (path) => /\.(js|css)$/.test(path) && /[#@] sourceMappingURL=/.test(readFileSync(path, 'utf8')),
);
console.log(
  `source maps in dist: ${String(maps.length)}, files naming one: ${String(pointing.length)} ${maps.length + pointing.length === 0 ? '✔' : '✘'}`,
);
for (const path of [...maps, ...pointing].slice(0, 10)) console.log(`  ${path}`);
if (!within || extra.length > 0 || maps.length > 0 || pointing.length > 0) process.exit(1);
