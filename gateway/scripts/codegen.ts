/**
 * Writes the resolver types generated from `schema.graphql`; with `--check`, only compares them with
 * the committed file and fails when it is stale (run by the root `typecheck`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { codegen } from '@graphql-codegen/core';
import * as typescript from '@graphql-codegen/typescript';
import * as typescriptResolvers from '@graphql-codegen/typescript-resolvers';
import { buildSchema, parse } from 'graphql';
import { config, OUTPUT, SCHEMA } from '../codegen.config.js';

const packageDir = new URL('../', import.meta.url);
const schemaPath = fileURLToPath(new URL(SCHEMA, packageDir));
const outputPath = fileURLToPath(new URL(OUTPUT, packageDir));

const HEADER = '// Generated from schema.graphql by `pnpm --filter @shop/gateway codegen`: do not edit.\n\n';

async function generate(): Promise<string> {
  const sdl = await readFile(schemaPath, 'utf8');
  const schemaAst = buildSchema(sdl);
  const code = await codegen({
    filename: outputPath,
    schema: parse(sdl),
    schemaAst,
    documents: [],
    config,
    plugins: [{ typescript: {} }, { 'typescript-resolvers': {} }],
    pluginMap: { typescript, 'typescript-resolvers': typescriptResolvers },
  });
  return HEADER + code;
}

const code = await generate();
if (process.argv.includes('--check')) {
  const committed = await readFile(outputPath, 'utf8').catch(() => '');
  if (committed !== code) {
    console.error(
      `${OUTPUT} is not what schema.graphql generates: run \`pnpm --filter @shop/gateway codegen\` and commit it.`,
    );
    process.exit(1);
  }
} else {
  await writeFile(outputPath, code);
}
