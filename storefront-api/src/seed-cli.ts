/**
 * Seeds a database for benchmarks or demos: `node dist/seed-cli.js --products 100000 [--reset]`,
 * on DATABASE_URL or the PGlite of DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { describeDatabase, openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { isEmpty, seed } from './seed/seed.js';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '3000' }, reset: { type: 'boolean' } },
});
const productCount = Number(values.products);
if (!Number.isInteger(productCount) || productCount < 0) throw new Error('--products must be a whole number');

const config = loadConfig();
const db = await openDatabase(config);
try {
  if (values.reset) await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrate(db);
  if (!(await isEmpty(db))) {
    console.error(`${describeDatabase(config)} already holds a catalogue; use --reset to replace it.`);
    process.exitCode = 1;
  } else {
    const started = Date.now();
    await seed(db, { productCount });
    console.warn(
      `${productCount} products seeded into ${describeDatabase(config)} in ${Date.now() - started} ms`,
    );
  }
} finally {
  await db.close();
}
