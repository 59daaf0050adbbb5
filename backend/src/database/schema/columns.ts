import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector, used for the generated full-text column on documents. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** PostgreSQL's bytea, as a Buffer (a document's page-1 text signature, uploads/analysis/signature.ts). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});
