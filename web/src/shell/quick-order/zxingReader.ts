import { BrowserMultiFormatReader } from '@zxing/browser';
import { BarcodeFormat, DecodeHintType } from '@zxing/library';

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
  const hints = new Map<DecodeHintType, unknown>([
    [
      DecodeHintType.POSSIBLE_FORMATS,
      [BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.CODE_128, BarcodeFormat.QR_CODE],
    ],
  ]);
  const reader = new BrowserMultiFormatReader(hints, {
    delayBetweenScanAttempts: 150,
    delayBetweenScanSuccess: 150,
  });
  const controls = await reader.decodeFromStream(stream, video, (result) => {
    if (result) onText(result.getText());
  });
  return () => controls.stop();
}
