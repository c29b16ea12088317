import { PUBLISHED_EVENT_SCHEMAS } from '../../src/shared/schemas/sale-events';
import { jsonSchemaOf } from './json-schema';

// The JSON Schema of each published event version (docs/events/<type>.v<version>.schema.json), made
// from the shared zod schema a receiver's body is checked against in the tests. Written as the schema's
// input: objects then allow fields they do not name (no `additionalProperties: false`), so a receiver
// that validates with it keeps working when an optional field is added to the version (docs/backoffice.md).

export type EventSchemaFile = { name: string; json: unknown };

export function eventSchemaFiles(): EventSchemaFile[] {
  return PUBLISHED_EVENT_SCHEMAS.map(({ type, version, schema }) => ({
    name: `events/${type}.v${version}.schema.json`,
    json: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: `${type}.v${version}`,
      title: `${type} version ${version}`,
      ...(jsonSchemaOf(schema, 'input') as object),
    },
  }));
}
