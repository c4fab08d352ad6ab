import { BrowserCodeReader } from '@zxing/browser';
import {
  BarcodeFormat,
  DecodeHintType,
  MultiFormatOneDReader,
  NotFoundException,
  QRCodeReader,
} from '@zxing/library';
import type { BinaryBitmap, Reader, Result } from '@zxing/library';

/** Spec 2.4's formats as ZXing names them. */
const HINTS = new Map<DecodeHintType, unknown>([
  [
    DecodeHintType.POSSIBLE_FORMATS,
    [BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.CODE_128, BarcodeFormat.QR_CODE],
  ],
]);

/**
 * The linear barcodes (EAN, Code 128), then the QR code, on each frame: ZXing's readers of these
 * formats only, so the chunk leaves out Aztec, Data Matrix, PDF417 and MaxiCode (about half of
 * ZXing's multi-format reader).
 */
export class ShopCodeReader implements Reader {
  private readonly linear = new MultiFormatOneDReader(HINTS);
  private readonly qr = new QRCodeReader();

  decode(image: BinaryBitmap, hints?: Map<DecodeHintType, unknown>): Result {
    try {
      return this.linear.decode(image, hints ?? HINTS);
    } catch (error) {
      if (!(error instanceof NotFoundException)) throw error;
      return this.qr.decode(image, hints ?? HINTS);
    }
  }

  reset(): void {
    this.linear.reset();
    this.qr.reset();
  }
}

/**
 * ZXing reading the camera's stream, for browsers without a `BarcodeDetector` for these formats
 * (desktop Chrome on Linux and Windows, Firefox, Safari on iOS before 17). Pure JavaScript: nothing
 * is fetched at run time. Its own chunk, loaded by `camera.ts` only when needed.
 */
export async function readWithZxing(
  stream: MediaStream,
  video: HTMLVideoElement,
  onText: (text: string) => void,
): Promise<() => void> {
  const reader = new BrowserCodeReader(new ShopCodeReader(), HINTS, {
    delayBetweenScanAttempts: 150,
    delayBetweenScanSuccess: 150,
  });
  const controls = await reader.decodeFromStream(stream, video, (result) => {
    if (result) onText(result.getText());
  });
  return () => controls.stop();
}
