import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventSchemaFiles } from './event-schemas';

// A published event version is a promise to every receiver: its file never changes in place
// (api-contract.md "Back office and webhooks"). A change of meaning is a new version published beside
// it; adding an optional field to a version is the one change allowed, and it is made here on purpose
// (a new hash, said in docs/backoffice.md), never by accident.
const PUBLISHED: Record<string, string> = {
  'events/sale.signed.v1.schema.json': '4c0786fea0c192e2ca383718154637e9f8571bf49f77d94e7b137b9d070302f5',
  'events/sale.status_changed.v1.schema.json':
    '2945797e857271bad945b4a14d0edbcbdf577de96d8cf5cf50c3e127d232ce4e',
  'events/sale.withdrawn.v1.schema.json': '845d8ed9a81f8b0d48a6d3fb9d4ba31652f2985feb20220223d8f58fad70f24a',
};

const docs = path.resolve(import.meta.dirname, '../../docs');
const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('published event schemas', () => {
  it.each(Object.entries(PUBLISHED))('%s is the file as published', (name, hash) => {
    expect(sha256(path.join(docs, name))).toBe(hash);
  });

  it('every version the code publishes is pinned, and is what the shared schema says', () => {
    for (const file of eventSchemaFiles()) {
      expect(PUBLISHED, `${file.name} is published but not pinned`).toHaveProperty([file.name]);
      const onDisk: unknown = JSON.parse(fs.readFileSync(path.join(docs, file.name), 'utf8'));
      expect(onDisk, `${file.name} differs from its schema: a new version, not a change`).toEqual(file.json);
    }
  });
});
