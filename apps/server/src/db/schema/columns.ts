import { type AnyPgColumn, customType, integer, serial, timestamp } from 'drizzle-orm/pg-core';

/** Column types the tables share. */

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers bytea as Buffer, PGlite as Uint8Array: expose both as Uint8Array.
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/** A table's own id: a serial primary key. */
export const serialId = () => serial('id').primaryKey();

/** A moment: a timestamp with its time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => at('created_at').notNull().defaultNow();
export const updatedAt = () => at('updated_at').notNull().defaultNow();

/**
 * A row's required owner (a club, a court, an event …): a not-null integer reference to its id.
 * The row goes with its owner unless the owner may not be deleted while it exists ('restrict').
 */
export const ownerRef = (
  name: string,
  owner: () => AnyPgColumn,
  onDelete: 'cascade' | 'restrict' = 'cascade',
) => integer(name).notNull().references(owner, { onDelete });
