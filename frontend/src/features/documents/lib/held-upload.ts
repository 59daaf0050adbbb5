/**
 * An upload held back while 'Add Information' asks (issue 25): the form's fields and its file,
 * until the upload goes ahead or is given up. Kept in this tab's memory and in IndexedDB, because
 * a save of the profile reloads the page (spec §4) and only IndexedDB keeps a File across that
 * (sessionStorage holds text). Where IndexedDB is missing or refuses, the fields still come back
 * (from memory in this page; the app keeps no copy of the file then).
 */

export interface HeldUpload<Fields> {
  fields: Fields;
  file: File | null;
}

const DATABASE = 'papershelf';
const STORE = 'held-upload';
const KEY = 'upload';

let memory: HeldUpload<unknown> | undefined;

function openDatabase(): Promise<IDBDatabase | undefined> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(STORE);
      };
      request.onsuccess = () => {
        resolve(request.result);
      };
      request.onerror = () => {
        resolve(undefined);
      };
      request.onblocked = () => {
        resolve(undefined);
      };
    } catch {
      resolve(undefined);
    }
  });
}

/** One request in its own transaction; undefined when storage refuses. */
async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<{ result: T } | undefined> {
  const database = await openDatabase();
  if (!database) return undefined;
  try {
    return await new Promise((resolve) => {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => {
        resolve({ result: request.result });
      };
      transaction.onerror = () => {
        resolve(undefined);
      };
      transaction.onabort = () => {
        resolve(undefined);
      };
    });
  } catch {
    // A value storage cannot clone, or a closed database.
    return undefined;
  } finally {
    database.close();
  }
}

/** Keeps the upload; resolves whether its file will survive a reload. */
export async function holdUpload<Fields>(held: HeldUpload<Fields>): Promise<boolean> {
  memory = held;
  const stored = await inStore('readwrite', (store) => store.put(held, KEY));
  if (stored === undefined && held.file !== null) {
    // Keep at least the fields for after a reload.
    await inStore('readwrite', (store) => store.put({ ...held, file: null }, KEY));
    return false;
  }
  return stored !== undefined;
}

/**
 * The held upload, if any: from memory in the page that held it, else from storage (after a
 * reload). `isFields` checks what storage gave back.
 */
export async function heldUpload<Fields>(
  isFields: (value: unknown) => value is Fields,
): Promise<HeldUpload<Fields> | undefined> {
  const value: unknown = memory ?? (await inStore('readonly', (store) => store.get(KEY)))?.result;
  if (typeof value !== 'object' || value === null || !('fields' in value) || !isFields(value.fields)) return undefined;
  const file = 'file' in value && value.file instanceof File ? value.file : null;
  return { fields: value.fields, file };
}

/** Forgets the held upload (sent, given up, or signed out). */
export async function dropHeldUpload(): Promise<void> {
  memory = undefined;
  await inStore('readwrite', (store) => store.delete(KEY));
}
