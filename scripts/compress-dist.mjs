// Writes the brotli and gzip forms of the built storefront's text files beside them (`x.js.br`,
// `x.js.gz`), once per build: each gateway then loads them instead of compressing the whole build at
// start-up (brotli at its best level costs seconds per gateway, and the journeys start three).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.map', '.svg', '.txt', '.webmanifest']);
const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'web', 'dist');

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

let count = 0;
for (const file of walk(dist)) {
  if (!COMPRESSIBLE.has(extname(file))) continue;
  const body = readFileSync(file);
  if (body.length <= 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`compress-dist: ${count} files compressed in ${dist}`);
