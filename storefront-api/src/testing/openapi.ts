/**
 * The app's OpenAPI document as a validator of real replies: each reply is checked against the
 * document's own schema for its method, path and status (ajv, JSON Schema 2020-12, `$ref`s to
 * `components.schemas` resolved by name).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { testApp } from './database.js';

type Schema = Record<string, unknown>;
export interface OpenApi {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
  >;
  components: { schemas: Record<string, Schema> };
}

const COMPONENTS = '#/components/schemas/';
const withIds = <T>(schema: T): T =>
  JSON.parse(JSON.stringify(schema).replaceAll(`"${COMPONENTS}`, '"')) as T;

export interface DocumentedReplies {
  doc: OpenApi;
  /** Asserts that `body`, answered with `status` by `method path` (templated), is as documented. */
  expectReply(method: string, path: string, status: number, body: unknown, context?: string): void;
}

export async function documentedReplies(): Promise<DocumentedReplies> {
  const app = await testApp();
  const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApi>();
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats.default(ajv);
  for (const [name, schema] of Object.entries(doc.components.schemas))
    ajv.addSchema({ ...withIds(schema), $id: name });
  return {
    doc,
    expectReply(method, path, status, body, context = '') {
      const key = `${method} ${path} ${status}`;
      const schema =
        doc.paths[path]?.[method.toLowerCase()]?.responses[status]?.content?.['application/json']?.schema;
      expect(schema, `${key} is documented ${context}`).toBeDefined();
      const validate = ajv.compile(withIds(schema!));
      expect(validate(body) ? [] : validate.errors, key).toEqual([]);
    },
  };
}
