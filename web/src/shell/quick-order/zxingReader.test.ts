import {
  BarcodeFormat,
  BinaryBitmap,
  HybridBinarizer,
  NotFoundException,
  RGBLuminanceSource,
} from '@zxing/library';
import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { ShopCodeReader } from './zxingReader.js';

type Symbol = { sbs?: number[]; pixs?: number[]; pixx?: number; pixy?: number };

/**
 * A camera frame as ZXing sees it (one luminance byte a pixel), showing the barcode bwip-js encodes
 * for `bcid`: black on white, `scale` pixels a module, a quiet zone around it.
 */
function frameOf(bcid: string, text: string, scale = 3): BinaryBitmap {
  const [symbol] = bwipjs.raw(bcid, text, '') as Symbol[];
  const quiet = 12;
  if (symbol?.sbs) {
    const modules = symbol.sbs.reduce((sum, width) => sum + width, 0);
    const width = (modules + 2 * quiet) * scale;
    const height = 60;
    const luma = new Uint8ClampedArray(width * height).fill(255);
    let x = quiet * scale;
    symbol.sbs.forEach((bars, i) => {
      if (i % 2 === 0)
        for (let y = 0; y < height; y++) luma.fill(0, y * width + x, y * width + x + bars * scale);
      x += bars * scale;
    });
    return new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luma, width, height)));
  }
  const { pixs = [], pixx = 0, pixy = 0 } = symbol ?? {};
  const side = (Math.max(pixx, pixy) + 2 * quiet) * scale;
  const luma = new Uint8ClampedArray(side * side).fill(255);
  for (let row = 0; row < pixy; row++)
    for (let col = 0; col < pixx; col++)
      if (pixs[row * pixx + col])
        for (let dy = 0; dy < scale; dy++) {
          const start = ((quiet + row) * scale + dy) * side + (quiet + col) * scale;
          luma.fill(0, start, start + scale);
        }
  return new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luma, side, side)));
}

describe('ShopCodeReader (the quick order’s ZXing reader)', () => {
  it.each([
    ['ean13', '4006381333931', BarcodeFormat.EAN_13],
    ['ean8', '96385074', BarcodeFormat.EAN_8],
    ['code128', 'REF-000001', BarcodeFormat.CODE_128],
    ['qrcode', 'https://id.gs1.org/01/04006381333931', BarcodeFormat.QR_CODE],
  ])('reads %s', (bcid, text, format) => {
    const result = new ShopCodeReader().decode(frameOf(bcid, text));
    expect(result.getText()).toBe(text);
    expect(result.getBarcodeFormat()).toBe(format);
  });

  it('reads a demo product’s EAN-13', () => {
    expect(new ShopCodeReader().decode(frameOf('ean13', '2000000001005')).getText()).toBe('2000000001005');
  });

  it('finds nothing in a format it does not read, nor in a blank frame', () => {
    const reader = new ShopCodeReader();
    expect(() => reader.decode(frameOf('datamatrix', 'REF-000001', 4))).toThrow(NotFoundException);
    const blank = new Uint8ClampedArray(200 * 100).fill(255);
    expect(() =>
      reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(blank, 200, 100)))),
    ).toThrow(NotFoundException);
  });
});
