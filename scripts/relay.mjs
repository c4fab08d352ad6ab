// Runs relay-compiler from the repository root. The compiler refuses to start when its artifact
// directory or persisted-operations file is missing, and both are generated (not committed).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const config = createRequire(import.meta.url)(join(root, 'relay.config.js'));
mkdirSync(join(root, config.artifactDirectory), { recursive: true });
const persisted = join(root, config.persistConfig.file);
if (!existsSync(persisted)) writeFileSync(persisted, '{}\n');

const compiler = createRequire(join(root, 'web/package.json')).resolve('relay-compiler/package.json');
const bin = join(dirname(compiler), 'cli.js');
const result = spawnSync(process.execPath, [bin, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
