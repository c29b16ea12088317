import { customType, timestamp } from 'drizzle-orm/pg-core';

// Column types every table file uses.

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => new Uint8Array(v),
});

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
