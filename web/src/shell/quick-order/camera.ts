/**
 * The quick order's camera: the video stream, a barcode reader on it, and what went wrong in words
 * the shopper can act on. The browser's own `BarcodeDetector` reads when it knows the formats
 * (Android, macOS); elsewhere ZXing (pure JavaScript, `zxingReader.ts`) does, downloaded only then.
 */

/** Spec 2.4: the barcodes the quick order reads (names of the Barcode Detection API). */
export const SCAN_FORMATS = ['ean_13', 'ean_8', 'code_128', 'qr_code'] as const;

/** Why the camera does not show: each has its own message (`shell.quickOrder.camera.*`). */
export type CameraProblem = 'denied' | 'missing' | 'busy' | 'unsupported' | 'failed';

const PROBLEMS: Record<string, CameraProblem> = {
  NotAllowedError: 'denied',
  SecurityError: 'denied',
  PermissionDeniedError: 'denied',
  NotFoundError: 'missing',
  DevicesNotFoundError: 'missing',
  OverconstrainedError: 'missing',
  NotReadableError: 'busy',
  TrackStartError: 'busy',
  CameraUnsupported: 'unsupported',
};

/** The problem a failed start stands for, from the `DOMException`'s name getUserMedia rejects with. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return PROBLEMS[name] ?? 'failed';
}

/**
 * A code the camera keeps seeing is one scan, not one per frame: it counts again once it has been
 * out of sight for `quietMs` (a second unit is shown again), or at once when another code came
 * between.
 */
export function createRepeatFilter(quietMs = 1500, now: () => number = Date.now): (code: string) => boolean {
  let last: { code: string; at: number } | null = null;
  return (code) => {
    const at = now();
    const fresh = last === null || last.code !== code || at - last.at >= quietMs;
    last = { code, at };
    return fresh;
  };
}

/** The part of the Barcode Detection API the scanner uses. */
interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's reader, when it reads every format the quick order needs. */
async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    return SCAN_FORMATS.every((format) => supported.includes(format))
      ? new Native({ formats: [...SCAN_FORMATS] })
      : null;
  } catch {
    return null;
  }
}

/** Time between two reads of the video: about 7 a second reads at once without heating a phone. */
const READ_EVERY_MS = 150;

function detectLoop(detector: Detector, video: HTMLVideoElement, onText: (text: string) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = true;
  const read = async () => {
    try {
      const [found] = await detector.detect(video);
      if (running && found?.rawValue) onText(found.rawValue);
    } catch {
      // A frame the detector could not read (the video not ready yet): the next one may be.
    }
    if (running) timer = setTimeout(() => void read(), READ_EVERY_MS);
  };
  void read();
  return () => {
    running = false;
    clearTimeout(timer);
  };
}

export interface Scanning {
  /** Stops reading and the camera (its light goes off). */
  stop(): void;
}

/**
 * Opens the back camera into `video` and reads barcodes from it; `onCode` hears each new code
 * (the same code held in view counts once). Rejects with the getUserMedia error (see
 * `cameraProblemOf`) and leaves nothing running.
 */
export async function startScanning(
  video: HTMLVideoElement,
  onCode: (code: string) => void,
  media: Pick<MediaDevices, 'getUserMedia'> | undefined = globalThis.navigator?.mediaDevices,
): Promise<Scanning> {
  // No mediaDevices: an old browser, or a page not served over HTTPS.
  if (!media?.getUserMedia)
    throw Object.assign(new Error('camera unsupported'), { name: 'CameraUnsupported' });
  const stream = await media.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
  const fresh = createRepeatFilter();
  const accept = (text: string) => {
    const code = text.trim();
    if (code !== '' && fresh(code)) onCode(code);
  };
  let stopReading = () => {};
  const stop = () => {
    stopReading();
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  try {
    const detector = await nativeDetector();
    if (detector) {
      video.srcObject = stream;
      await video.play();
      stopReading = detectLoop(detector, video, accept);
    } else {
      const { readWithZxing } = await import('./zxingReader.js');
      stopReading = await readWithZxing(stream, video, accept);
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { stop };
}
