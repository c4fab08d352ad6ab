import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import bwipjs from 'bwip-js';
import { expectNoA11yViolations } from '../support/a11y.js';
import { tabTo } from '../support/keyboard.js';
import { graphql } from '../support/storefront.js';
import { expect, test } from '../support/test.js';

// Issue 15, the quick order (demo settings: the flag is on): the camera reads a product's barcode
// from Chromium's fake camera, which shows a video drawn here with bwip-js; a typed reference finds
// it too; each scan adds one unit to the cart.

/** The fake camera's video: written before each test opens the camera (Chromium reads it then). */
const CAMERA_VIDEO = join(tmpdir(), `quick-order-camera-${process.pid}.y4m`);
const WIDTH = 640;
const HEIGHT = 480;

/**
 * One frame of a Y4M video (4:2:0) showing the EAN-13 barcode in black on white, as a shopper holds
 * a pack in front of the camera: bwip-js encodes it (bar and space widths), drawn 3 px a module.
 */
function writeBarcodeVideo(ean: string): void {
  const [symbol] = bwipjs.raw('ean13', ean, '') as { sbs: number[] }[];
  const module = 3;
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  const total = symbol!.sbs.reduce((sum, width) => sum + width, 0) * module;
  let x = Math.floor((WIDTH - total) / 2);
  symbol!.sbs.forEach((width, i) => {
    // Bars and spaces alternate, starting with a bar.
    if (i % 2 === 0)
      for (let y = 140; y < 340; y++) luma.fill(0, y * WIDTH + x, y * WIDTH + x + width * module);
    x += width * module;
  });
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(CAMERA_VIDEO, Buffer.concat([header, frame, frame]));
}

// Chromium opens the file when it starts its camera; it exists from launch.
writeBarcodeVideo('4006381333931');

// The project's Chromium, with a fake camera showing that video and its permission granted.
test.use({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${CAMERA_VIDEO}`,
        ],
      });
    },
    { scope: 'worker' },
  ],
});

interface Item {
  name: string;
  reference: string;
  ean: string | null;
  isConfigurable: boolean;
  defaultOffer: {
    stockQuantity: number;
    packSize: number;
    minimalOrderQuantity: number;
    maximalOrderQuantity: number;
  } | null;
}

/** A simple product of the demo catalogue sold in Martinique by units, with stock to spare. */
async function scannableProduct(page: Page): Promise<Item & { ean: string }> {
  const references = Array.from({ length: 60 }, (_, i) => `REF-${String(i + 1).padStart(6, '0')}`);
  const { productsByReferences } = await graphql<{ productsByReferences: (Item | null)[] }>(
    page.request,
    `
      query ($references: [String!]!) {
        productsByReferences(references: $references) {
          name
          reference
          ean
          isConfigurable
          defaultOffer {
            stockQuantity
            packSize
            minimalOrderQuantity
            maximalOrderQuantity
          }
        }
      }
    `,
    { references },
  );
  const item = productsByReferences.find(
    (p) =>
      p?.ean &&
      !p.isConfigurable &&
      p.defaultOffer &&
      p.defaultOffer.stockQuantity >= 10 &&
      p.defaultOffer.packSize === 1 &&
      p.defaultOffer.minimalOrderQuantity <= 1 &&
      (p.defaultOffer.maximalOrderQuantity === 0 || p.defaultOffer.maximalOrderQuantity >= 5),
  );
  expect(item, 'a simple product in stock among the first 60').toBeTruthy();
  return item as Item & { ean: string };
}

/**
 * Keeps every camera stream a page opens, to tell whether closing the dialog stopped them, and
 * counts the beeps (the oscillators Web Audio is asked for).
 */
async function recordCameraAndSound(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    const recorded = window as unknown as { cameraStreams: MediaStream[]; beeps: number };
    recorded.cameraStreams = streams;
    recorded.beeps = 0;
    const createOscillator = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      recorded.beeps += 1;
      return createOscillator.call(this);
    };
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
}

async function liveCameraTracks(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams
        .flatMap((stream) => stream.getTracks())
        .filter((track) => track.readyState === 'live').length,
  );
}

async function openWithKeyboard(page: Page) {
  const entry = page.getByRole('button', { name: 'Commande rapide' });
  await tabTo(page, entry);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Commande rapide' });
  await expect(dialog).toBeVisible();
  return { entry, dialog };
}

test('quick order: a typed reference, then the camera reading the barcode; each adds one unit @desktop', async ({
  page,
  context,
}) => {
  const item = await scannableProduct(page);
  writeBarcodeVideo(item.ean);
  const quantity = (scope: ReturnType<Page['getByRole']>) =>
    scope.getByRole('spinbutton', { name: `Quantité de ${item.name}` });

  // No camera allowed: the reason, and the typed reference (a keyboard scanner types too).
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.goto('/martinique/fr/');
  const opened = await openWithKeyboard(page);
  const { entry } = opened;
  let { dialog } = opened;
  await expect(dialog.getByRole('alert')).toHaveText(/L'accès à la caméra a été refusé/);
  await expect(dialog.getByText('Saisissez ou scannez la référence')).toBeVisible();
  const field = dialog.getByLabel('Référence du produit');
  await expect(field).toBeFocused();
  await page.keyboard.type('REF-INCONNUE');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Aucun produit ne correspond à cette référence.')).toBeVisible();
  await expect(page.getByText('Produit introuvable.')).toBeVisible();
  // The code is selected after a search: the next one replaces it.
  await page.keyboard.type(item.reference);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: item.name })).toBeVisible();
  await expect(dialog.getByText(`Réf. ${item.reference} · EAN ${item.ean}`)).toBeVisible();
  await expect(dialog.getByText(/en stock/)).toBeVisible();
  // A product not in the cart gets one unit.
  await expect(quantity(dialog)).toHaveValue('1');
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(entry).toBeFocused();

  // The camera reads the pack's barcode, with a beep: one more unit of a product in the cart.
  const scanner = await context.newPage();
  await recordCameraAndSound(scanner);
  await scanner.goto('/martinique/fr/');
  ({ dialog } = await openWithKeyboard(scanner));
  await expect(dialog.getByLabel('Référence du produit')).toHaveValue(item.ean, { timeout: 20_000 });
  await expect(dialog.getByText(`Réf. ${item.reference} · EAN ${item.ean}`)).toBeVisible();
  await expect(quantity(dialog)).toHaveValue('2');
  // One beep: the code stays in view, and counts once.
  await expect.poll(() => scanner.evaluate(() => (window as unknown as { beeps: number }).beeps)).toBe(1);
  await expect(dialog.getByRole('status').filter({ hasText: 'Présentez le code-barres' })).toBeVisible();
  await expectNoA11yViolations(scanner);
  // The product page is a link away; going there closes the dialog and the camera.
  await dialog.getByRole('link', { name: 'Voir le produit' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(scanner).toHaveURL(/\/produit\//);
  await expect.poll(() => liveCameraTracks(scanner)).toBe(0);
  await expect(scanner.getByRole('link', { name: 'Mon panier, 1 article(s)' })).toBeVisible();
});
