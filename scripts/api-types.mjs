#!/usr/bin/env node
/**
 * `npm run api-types`: writes the frontend's API types (frontend/src/lib/api-types.gen.ts) from
 * openapi.json with openapi-typescript, so the frontend reads each DTO and enum from the contract
 * the backend publishes instead of a hand-written copy (issue 24). Types only: nothing of it
 * reaches the bundle.
 *
 *   npm run api-types                 regenerate (after `npm run openapi`)
 *   npm run api-types -- --check      exit 1 when the committed file is stale (CI)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'openapi.json');
const target = join(root, 'frontend', 'src', 'lib', 'api-types.gen.ts');

// A devDependency of the frontend workspace, which npm may install under frontend/node_modules.
const requireFromFrontend = createRequire(join(root, 'frontend', 'package.json'));
const { default: openapiTS, astToString } = requireFromFrontend('openapi-typescript');

const HEADER = `/**
 * Generated from openapi.json by \`npm run api-types\` (openapi-typescript): do not edit.
 * CI fails when it drifts from openapi.json (\`npm run api-types -- --check\`).
 */

`;

const ast = await openapiTS(JSON.parse(readFileSync(source, 'utf8')), {
  // `type: object` with no properties (an envelope's `details`) is "anything", not "nothing".
  emptyObjectsUnknown: true,
  // A field with a default is one a request may leave out (`rememberMe`), so it stays optional.
  defaultNonNullable: false,
});
const text = HEADER + astToString(ast);
const shown = relative(root, target);

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // A missing file counts as stale.
  }
  if (current !== text) {
    console.error(`${shown} is stale: run \`npm run api-types\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${shown} is current.`);
} else {
  writeFileSync(target, text);
  console.log(`Wrote ${shown}`);
}
