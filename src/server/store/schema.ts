// One pg-core schema for PGlite and PostgreSQL 15, one file per aggregate; migrations are generated
// from it (drizzle-kit, drizzle.config.ts).
export * from './schema/catalogue';
export * from './schema/customers';
export * from './schema/events';
export * from './schema/platform';
export * from './schema/sales';
export * from './schema/staff';
export * from './schema/sale-work';
export * from './schema/webhooks';
