/**
 * The import of the content files: idempotent, only what changed, an operator's change kept until
 * its file changes, removed files, files that do not validate, and hostile HTML in a file. Runs on
 * a copy of `content/` in a temporary directory; the shared database gets the real files back after.
 */
import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContentPage, Faq, HomeMarketing } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../testing/database.js';
import { getError, getOk, url } from '../testing/http.js';
import { importContent, parsePageFile } from './import.js';
import * as repository from './repository.js';
import { ContentService } from './service.js';
import { DEFAULT_CONTENT_DIR } from './settings.js';

let dir: string;

const run = async (options: { force?: boolean } = {}) => {
  const { db } = await testDatabase();
  return importContent(db, repository, dir, options);
};

const service = async () => {
  const { db } = await testDatabase();
  return new ContentService({ db, repository, mediaBaseUrl: () => 'http://media.test', dir });
};

const HOSTILE = `---
title: Page piégée
---

## Bonjour <script>alert('titre')</script>

Texte <img src="https://example.com/x.png" onerror="alert(1)"> et <a href="javascript:alert(2)">un lien</a>,
<a href="https://example.com" onclick="alert(3)">un autre</a>, <iframe src="https://example.com"></iframe>
<style>body{display:none}</style><form action="https://example.com"><input name="q"></form>

[markdown](javascript:alert(4)) [data](data:text/html;base64,PHNjcmlwdD4=)

<svg onload="alert(5)"><circle r="1"/></svg>
`;

function expectClean(html: string) {
  for (const bad of [
    '<script',
    'onerror',
    'onclick',
    'onload',
    'javascript:',
    'data:',
    '<iframe',
    '<style',
    '<form',
    '<input',
    '<svg',
  ]) {
    expect(html.toLowerCase(), bad).not.toContain(bad);
  }
}

beforeAll(async () => {
  await testApp();
  dir = await mkdtemp(join(tmpdir(), 'content-import-'));
  await cp(DEFAULT_CONTENT_DIR, dir, { recursive: true });
});

afterAll(async () => {
  const { db } = await testDatabase();
  for (const slug of ['page-piegee', 'page-de-l-operateur', 'cassee']) await repository.deletePage(db, slug);
  await db.query(
    `DELETE FROM content_sources WHERE item IN ('page:page-piegee', 'page:page-de-l-operateur', 'page:cassee')`,
  );
  await importContent(db, repository, DEFAULT_CONTENT_DIR, { force: true });
  await rm(dir, { recursive: true, force: true });
});

describe('importContent', () => {
  it('is idempotent: a second run imports nothing', async () => {
    const first = await run({ force: true });
    expect(first.errors).toEqual([]);
    expect(first.imported).toEqual(
      expect.arrayContaining([
        'page:livraison',
        'block:home',
        'block:footer',
        'block:top-banner',
        'block:faq',
        'locations',
      ]),
    );
    const second = await run();
    expect(second.imported).toEqual([]);
    expect(second.removed).toEqual([]);
    expect(second.unchanged.sort()).toEqual([...first.imported].sort());
  });

  it('imports only the files that changed since their last import', async () => {
    const file = join(dir, 'pages', 'a-propos.md');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('title: Qui sommes-nous ?', 'title: Qui sommes-nous, vraiment ?'));
    const report = await run();
    expect(report.imported).toEqual(['page:a-propos']);
    expect((await getOk<ContentPage>('/products/marketing/a-propos')).title).toBe(
      'Qui sommes-nous, vraiment ?',
    );
    expect((await run()).imported).toEqual([]);
  });

  it('keeps an operator’s change across imports until its file changes', async () => {
    const content = await service();
    await content.putPage('livraison', {
      title: 'Livraison (opérateur)',
      body: 'Changé à chaud.',
      seo: null,
    });
    expect((await run()).imported).toEqual([]);
    expect((await getOk<ContentPage>('/products/marketing/livraison')).title).toBe('Livraison (opérateur)');

    const file = join(dir, 'pages', 'livraison.md');
    await writeFile(file, `${await readFile(file, 'utf8')}\nUne phrase de plus.\n`);
    const report = await run();
    expect(report.imported).toEqual(['page:livraison']);
    expect(report.replacedOperatorChanges).toEqual(['page:livraison']);
    const page = await getOk<ContentPage>('/products/marketing/livraison');
    expect(page.title).toBe('Livraison');
    expect(page.description).toContain('Une phrase de plus.');
  });

  it('a forced import brings every file back', async () => {
    const content = await service();
    await content.putTopBanner({ items: [] });
    expect((await run()).imported).toEqual([]);
    expect((await run({ force: true })).imported).toContain('block:top-banner');
  });

  it('removes a page whose file was removed, never an operator’s page', async () => {
    const content = await service();
    await content.putPage('page-de-l-operateur', {
      title: 'Écrite à chaud',
      body: 'Par un opérateur.',
      seo: null,
    });
    await unlink(join(dir, 'pages', 'accessibilite.md'));
    const report = await run();
    expect(report.removed).toEqual(['page:accessibilite']);
    await getError('/products/marketing/accessibilite', 404, 'content-not-found');
    expect((await getOk<ContentPage>('/products/marketing/page-de-l-operateur')).title).toBe(
      'Écrite à chaud',
    );
  });

  it('never lets a script, an event handler or a foreign scheme out of a content file', async () => {
    await writeFile(join(dir, 'pages', 'page-piegee.md'), HOSTILE);
    const faq = JSON.parse(await readFile(join(dir, 'faq.json'), 'utf8')) as {
      entries: { id: string; answer: string }[];
    };
    faq.entries[0]!.answer =
      'Réponse <img src=x onerror="alert(1)"><script>alert(2)</script> [x](javascript:alert(3))';
    await writeFile(join(dir, 'faq.json'), JSON.stringify(faq));
    const home = JSON.parse(await readFile(join(dir, 'home.json'), 'utf8')) as {
      slider: { description: string }[];
    };
    home.slider[0]!.description =
      'Soldes <a href="javascript:alert(1)" onmouseover="alert(2)">ici</a><script>x()</script>';
    await writeFile(join(dir, 'home.json'), JSON.stringify(home));

    const report = await run();
    expect(report.errors).toEqual([]);
    expect(report.imported.sort()).toEqual(['block:faq', 'block:home', 'page:page-piegee']);

    const page = await getOk<ContentPage>('/products/marketing/page-piegee');
    expectClean(page.description);
    expect(page.description).toContain('<h2 id="bonjour">Bonjour</h2>');
    expect(page.description).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">un autre</a>',
    );
    const answer = (await getOk<Faq>('/products/marketing/faq')).entries[0]!.answer;
    expectClean(answer);
    expect(answer).toContain('Réponse');
    const slide = (await getOk<HomeMarketing>(url('/products/marketing/homepage', { section: 'marketing' })))
      .slider[0]!;
    expectClean(slide.description!);
    expect(slide.description).toContain('ici');
  });

  it('reports a file that does not validate, skips it, and imports the others', async () => {
    await writeFile(join(dir, 'footer.json'), '{ "columns": [ ');
    await writeFile(join(dir, 'pages', 'cassee.md'), '---\ntitle: ""\n---\n\nCorps.\n');
    await writeFile(
      join(dir, 'pages', 'Majuscules.md'),
      '---\ntitle: Nom de fichier refusé\n---\n\nCorps.\n',
    );
    const home = JSON.parse(await readFile(join(dir, 'home.json'), 'utf8')) as {
      slider: { image: { desktop: string } }[];
    };
    home.slider[0]!.image.desktop = 'absente.svg';
    await writeFile(join(dir, 'home.json'), JSON.stringify(home));
    const file = join(dir, 'pages', 'guide-d-achat.md');
    await writeFile(file, `${await readFile(file, 'utf8')}\nEncore une astuce.\n`);

    const report = await run();
    expect(report.imported).toEqual(['page:guide-d-achat']);
    expect(Object.fromEntries(report.errors.map((e) => [e.item, e.message]))).toEqual({
      'page:Majuscules': expect.stringContaining('nom de fichier invalide'),
      'page:cassee': expect.stringContaining('title'),
      'block:footer': expect.stringContaining('JSON invalide'),
      'block:home': expect.stringContaining('image introuvable ou illisible : content/images/absente.svg'),
    });
    // What was there stays.
    expect(
      (await getOk<HomeMarketing>(url('/products/marketing/homepage', { section: 'marketing' }))).slider
        .length,
    ).toBeGreaterThan(0);
    await getOk('/platform/footer');
    await unlink(join(dir, 'pages', 'Majuscules.md'));
  });

  it('runs no JavaScript front matter', () => {
    expect(() =>
      parsePageFile('---js\n{ title: (() => { throw new Error("ran") })() }\n---\nCorps\n'),
    ).toThrow(/seul le YAML/u);
  });
});
