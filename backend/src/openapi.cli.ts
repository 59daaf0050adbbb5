/**
 * `npm run openapi`: writes openapi.json at the repo root from the code. No server, no database:
 * the app is built in Nest's preview mode, which reads metadata without starting providers.
 * `--check` exits 1 when the committed file differs.
 */
import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildOpenApi, createApp } from './app.factory';
import { loadConfig } from './config/app-config';

async function main(): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_ACCESS_SECRET: 'openapi-generation-only-secret',
    JWT_REFRESH_SECRET: 'openapi-generation-only-secret',
    LOG_LEVEL: 'silent',
  });
  const app = await createApp(config, { preview: true });
  const text = `${JSON.stringify(buildOpenApi(app), null, 2)}\n`;
  const target = resolve(__dirname, '..', '..', 'openapi.json');
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // Missing file counts as stale.
    }
    if (current !== text) {
      console.error('openapi.json is stale: run `npm run openapi` and commit the result.');
      process.exit(1);
    }
    console.log('openapi.json is current.');
  } else {
    writeFileSync(target, text);
    console.log(`Wrote ${target}`);
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
