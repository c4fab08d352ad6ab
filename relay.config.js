// relay-compiler reads only a CommonJS config; the web package is ESM, this file is not.
// Operations are persisted: artifacts carry only an id (sha256 of the text) and the gateway looks
// the text up in `persistConfig.file`, so production accepts nothing else (see gateway/README.md).
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  eagerEsModules: true,
  // Type-only imports as `import type`: the `$parameters` files of @preloadable queries would
  // otherwise import a type as a value, which the bundler cannot resolve.
  useImportTypeSyntax: true,
  persistConfig: {
    file: './web/persisted-operations.json',
    algorithm: 'SHA256',
  },
};
