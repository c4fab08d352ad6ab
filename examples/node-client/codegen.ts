/**
 * Types the example's operations (`src/operations.graphql`) from the repository's `schema.graphql`:
 * each operation becomes a `TypedDocumentNode` whose result and variables are checked by tsc.
 * `--check` fails when the committed file is stale (the package's typecheck runs it), so a schema
 * change that breaks this client fails `pnpm typecheck` here too.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { codegen } from '@graphql-codegen/core';
import * as typedDocumentNode from '@graphql-codegen/typed-document-node';
import * as typescriptOperations from '@graphql-codegen/typescript-operations';
import { buildSchema, parse } from 'graphql';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const SCHEMA = here('../../schema.graphql');
const DOCUMENTS = here('src/operations.graphql');
const OUTPUT = here('src/__generated__/operations.ts');
const HEADER =
  '// Generated from schema.graphql and src/operations.graphql by `pnpm --filter @shop/example-node-client codegen`: do not edit.\n\n';

async function generate(): Promise<string> {
  const sdl = await readFile(SCHEMA, 'utf8');
  const documents = await readFile(DOCUMENTS, 'utf8');
  const code = await codegen({
    filename: OUTPUT,
    schema: parse(sdl),
    schemaAst: buildSchema(sdl),
    documents: [{ location: DOCUMENTS, document: parse(documents) }],
    // typescript-operations 6 writes the enums and inputs the operations use, and nothing else of
    // the schema: the client carries no type it does not send or read.
    config: { enumType: 'string-literal', useTypeImports: true, scalars: { ID: 'string' } },
    plugins: [{ typescriptOperations: {} }, { typedDocumentNode: {} }],
    pluginMap: { typescriptOperations, typedDocumentNode },
  });
  return HEADER + code;
}

const code = await generate();
if (process.argv.includes('--check')) {
  const committed = await readFile(OUTPUT, 'utf8').catch(() => '');
  if (committed !== code) {
    console.error(
      'src/__generated__/operations.ts is stale: run `pnpm --filter @shop/example-node-client codegen`.',
    );
    process.exit(1);
  }
} else {
  await writeFile(OUTPUT, code);
}
