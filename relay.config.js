// relay-compiler reads only a CommonJS config; the web package is ESM, this file is not.
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  eagerEsModules: true,
};
