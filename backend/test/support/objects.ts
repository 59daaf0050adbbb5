/** Lists what object storage holds, for "nothing left behind" checks (S3 bucket or local folder). */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Client } from 'minio';
import { PendingObjects } from '../../src/storage/pending-objects';
import type { TestApp } from './test-app';

function walk(root: string, dir = root): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === '.tmp' ? [] : walk(root, full);
    return name.endsWith('.meta.json') ? [] : [relative(root, full)];
  });
}

export async function listObjects(t: TestApp, prefix = ''): Promise<string[]> {
  const storage = t.config.storage;
  if (storage.driver === 'local')
    return walk(storage.root)
      .filter((key) => key.startsWith(prefix))
      .sort();
  const url = new URL(storage.endPoint);
  const client = new Client({
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: false,
    accessKey: storage.accessKey,
    secretKey: storage.secretKey,
    pathStyle: true,
    region: 'us-east-1',
  });
  const keys: string[] = [];
  for await (const item of client.listObjectsV2(storage.bucket, prefix, true)) {
    const name = (item as { name?: string }).name;
    if (name) keys.push(name);
  }
  return keys.sort();
}

/**
 * Keys the database holds as pending (storage/pending-objects.ts): objects no row names yet. Any
 * finished request, accepted or refused, leaves none of its own behind.
 */
export async function pendingKeys(t: TestApp, prefix = ''): Promise<string[]> {
  const rows = await t.app.get(PendingObjects).keys();
  return rows.filter((key) => key.startsWith(prefix)).sort();
}
