/**
 * The repository stands alone: no tracked file names a path outside it (the team's notes beside
 * the checkout are not in a clone), and every relative link of the README and the docs leads to a
 * file that is there. The specification is cited by section number only ("spec 7").
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/settings.js';

/** The files of the last commit and of the index (a file added but not committed yet counts). */
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
const tracked = [...new Set([...git('ls-tree', '-r', '-z', '--name-only', 'HEAD'), ...git('ls-files', '-z')])]
  .filter((file) => existsSync(join(REPO_ROOT, file)))
  .sort();

/** Text files only (no NUL byte in their first 8 KB). */
function text(file: string): string | undefined {
  const content = readFileSync(join(REPO_ROOT, file));
  if (content.subarray(0, 8192).includes(0)) return undefined;
  return content.toString('utf8');
}

// Built from pieces, so that this file does not name them itself.
const OUTSIDE_NAMES = [
  ['storefront', 'spec'].join('-'),
  ['ARCHITECTURE', 'md'].join('.'),
  ['STACK', 'md'].join('.'),
  ['', 'work', ''].join('/'),
  ['..', 'shared', 'spec'].join('/'),
];

/**
 * Files whose relative paths are not relative to their own folder: vitest's projects (each to its
 * `root`), codegen's output paths (to the generated file's folder), pnpm's lockfile (to each
 * workspace package).
 */
const OTHER_BASE = new Set(['vitest.config.mts', 'gateway/codegen.config.ts', 'pnpm-lock.yaml']);

describe('the repository', () => {
  it('is a git checkout with its files (the scan below reads them)', () => {
    expect(tracked).toContain('README.md');
    expect(tracked.length).toBeGreaterThan(100);
  });

  it('names no file outside itself, in any tracked file', () => {
    const found: string[] = [];
    for (const file of tracked) {
      const content = text(file);
      if (content === undefined) continue;
      for (const name of OUTSIDE_NAMES) if (content.includes(name)) found.push(`${file}: ${name}`);
      if (OTHER_BASE.has(file)) continue;
      for (const match of content.matchAll(/(?:\.\.\/)+[\w.@-]*/gu)) {
        const target = relative(REPO_ROOT, resolve(REPO_ROOT, dirname(file), match[0]));
        if (target.startsWith('..') || isAbsolute(target)) found.push(`${file}: ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('links, from the READMEs and the docs, only to files that exist', () => {
    const documents = tracked.filter((file) => /(^|\/)README\.md$|^docs\/.+\.md$/u.test(file));
    expect(documents).toContain('docs/operations.md');
    const broken: string[] = [];
    for (const file of documents) {
      // Code (fenced blocks, inline spans) shows examples, not links.
      const prose = readFileSync(join(REPO_ROOT, file), 'utf8')
        .replace(/```[\s\S]*?```/gu, '')
        .replace(/`[^`\n]*`/gu, '');
      for (const match of prose.matchAll(/\]\(([^)\s]+)\)/gu)) {
        const link = match[1]!;
        if (/^[a-z]+:/u.test(link) || link.startsWith('#')) continue;
        const path = resolve(REPO_ROOT, dirname(file), link.split('#')[0]!);
        if (!existsSync(path)) broken.push(`${file}: ${link}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
