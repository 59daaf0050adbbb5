import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { LocalDiskDriver } from './local-disk.driver';
import { ObjectNotFoundError } from './storage.types';

describe('LocalDiskDriver', () => {
  const driver = new LocalDiskDriver(mkdtempSync(join(tmpdir(), 'objects-')));
  beforeAll(() => driver.init());

  it('keeps serving a reader that opened the object before it was deleted', async () => {
    await driver.put('documents/a.pdf', Readable.from([Buffer.from('%PDF-1.7 hello')]), {
      contentType: 'application/pdf',
    });
    const opened = await driver.get('documents/a.pdf', { start: 0, end: 3 });
    await driver.delete('documents/a.pdf');
    expect(await text(opened.stream)).toBe('%PDF');
    expect(opened.contentType).toBe('application/pdf');
  });

  it('reports a missing object as not found (never a raw ENOENT), also when deletes race reads', async () => {
    await expect(driver.get('documents/missing.pdf')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await driver.put('documents/b.pdf', Readable.from([Buffer.from('%PDF-1.7')]), { contentType: 'application/pdf' });
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 20 }, () => driver.get('documents/b.pdf').then((o) => text(o.stream))),
      driver.delete('documents/b.pdf'),
    ]);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(ObjectNotFoundError);
    }
  });
});
