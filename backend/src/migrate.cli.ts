/** `npm run migrate`: applies the committed migrations to DATABASE_URL (or the embedded PGlite). */
import { loadConfig } from './config/app-config';
import { openDatabase } from './database/database.client';

async function main(): Promise<void> {
  const config = loadConfig();
  const client = await openDatabase(config.database);
  await client.migrate();
  await client.close();
  console.log(`Migrations applied (${client.driver}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
