// Fails when the JavaScript a shopper's browser needs to show the home page grows past the budget
// (issue 3: 170 KB gzipped; 173 KB since issue 13, whose server rendering paints the page before any
// JavaScript runs and adds the hydration's own code: the server's records, preloadable screens;
// 173.5 KB since the page counts as hydrated only once every Suspense boundary is, routing/
// hydration.tsx, 0.3 KB; 174 KB since issue 14: the cookie consent every tracker waits for, its
// host and the analytics queue, and the loaders of the home's marketing content and the top banner,
// whose own code stays lazy, 0.3 KB; 175 KB since issue 15: the header's quick-order entry, the
// events sender's and trackers' loaders, the grid view's URL switch and the restock unsubscribe
// route, 0.3 KB, while the scanner (48 KB), the grid (31 KB), the sender and the trackers stay lazy;
// 176 KB since issues 32 and 35: the prior price beside every reduction, the shell's own messages
// when the categories or the sellers cannot load, the profile fetched again on an anonymous reply
// (spec 4) and the wish list's and preview's loaders, 0.4 KB, while the wish list, the preview, the
// after-sales screens and the product page's new blocks stay lazy). Counted from Vite's manifest of the last `pnpm build`: the entry chunk,
// the home screen's lazy chunk, and every chunk they import statically. Lazy parts (other screens,
// sliders, dialogs) are left out: the home page does not load them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 176_000;
const dist = process.env.WEB_DIST_DIR ?? join(import.meta.dirname, '..', 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const HOME_SCREENS = ['src/routes/home/HomePage.tsx'];

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
for (const screen of HOME_SCREENS) collect(screen);

let total = 0;
const rows = [...files].map((file) => {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  return { file, gzip: size };
});
rows.sort((a, b) => b.gzip - a.gzip);
for (const { file, gzip } of rows) console.log(`${(gzip / 1000).toFixed(1).padStart(7)} KB  ${file}`);
console.log(
  `${(total / 1000).toFixed(1).padStart(7)} KB  initial JavaScript of the home page (budget ${BUDGET / 1000} KB)`,
);
if (total > BUDGET) {
  console.error(
    `Over budget by ${((total - BUDGET) / 1000).toFixed(1)} KB: lazy-load what the home page does not need.`,
  );
  process.exit(1);
}
