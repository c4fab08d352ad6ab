import { afterEach, describe, expect, it, vi } from 'vitest';
import { cameraProblemOf, createRepeatFilter, SCAN_FORMATS, startScanning } from './camera.js';

const zxing = vi.hoisted(() => ({
  readWithZxing: vi.fn(),
}));
vi.mock('./zxingReader.js', () => zxing);

function fakeStream() {
  const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }];
  return { stream: { getTracks: () => tracks } as unknown as MediaStream, tracks };
}

function fakeVideo() {
  return { srcObject: null as unknown, play: vi.fn(async () => {}) } as unknown as HTMLVideoElement & {
    play: ReturnType<typeof vi.fn>;
  };
}

function media(stream: MediaStream) {
  return { getUserMedia: vi.fn(async () => stream) };
}

/** A browser's BarcodeDetector that sees `frames` one after the other, then nothing. */
function installDetector(supported: string[], frames: string[][]) {
  const detect = vi.fn(async () => (frames.shift() ?? []).map((rawValue) => ({ rawValue })));
  const made: { formats: string[] }[] = [];
  class FakeDetector {
    static getSupportedFormats = async () => supported;
    constructor(options: { formats: string[] }) {
      made.push(options);
    }
    detect = detect;
  }
  vi.stubGlobal('BarcodeDetector', FakeDetector);
  return { detect, made };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  zxing.readWithZxing.mockReset();
});

describe('cameraProblemOf', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'missing'],
    ['OverconstrainedError', 'missing'],
    ['NotReadableError', 'busy'],
    ['CameraUnsupported', 'unsupported'],
    ['AbortError', 'failed'],
  ])('%s is %s', (name, problem) => {
    expect(cameraProblemOf(Object.assign(new Error('x'), { name }))).toBe(problem);
  });
  it('calls anything else a failure', () => {
    expect(cameraProblemOf('boom')).toBe('failed');
    expect(cameraProblemOf(null)).toBe('failed');
  });
});

describe('createRepeatFilter', () => {
  it('counts a code held in view once, and again after it was out of sight', () => {
    let now = 0;
    const fresh = createRepeatFilter(1500, () => now);
    expect(fresh('4006381333931')).toBe(true);
    for (now = 100; now < 3000; now += 150) expect(fresh('4006381333931')).toBe(false);
    now += 1500;
    expect(fresh('4006381333931')).toBe(true);
  });
  it('counts another code at once, and the first one again after it', () => {
    let now = 0;
    const fresh = createRepeatFilter(1500, () => now);
    expect(fresh('A')).toBe(true);
    now = 200;
    expect(fresh('B')).toBe(true);
    now = 400;
    expect(fresh('A')).toBe(true);
  });
});

describe('startScanning', () => {
  it('reads with the browser’s detector when it knows every format, each code once', async () => {
    vi.useFakeTimers();
    const { detect, made } = installDetector(
      [...SCAN_FORMATS, 'pdf417'],
      [[], ['4006381333931'], [' 4006381333931 '], ['96385074'], []],
    );
    const { stream, tracks } = fakeStream();
    const video = fakeVideo();
    const codes: string[] = [];
    const devices = media(stream);
    const scanning = await startScanning(video, (code) => codes.push(code), devices);
    expect(devices.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    expect(made).toEqual([{ formats: [...SCAN_FORMATS] }]);
    expect(video.srcObject).toBe(stream);
    expect(video.play).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(codes).toEqual(['4006381333931', '96385074']);
    expect(zxing.readWithZxing).not.toHaveBeenCalled();

    scanning.stop();
    for (const track of tracks) expect(track.stop).toHaveBeenCalled();
    expect(video.srcObject).toBeNull();
    const reads = detect.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(detect.mock.calls.length).toBe(reads);
  });

  it('reads with ZXing when the browser has no detector, or one without these formats', async () => {
    const stopZxing = vi.fn();
    zxing.readWithZxing.mockImplementation(
      async (_stream: MediaStream, _video: HTMLVideoElement, onText: (text: string) => void) => {
        onText('REF-000001');
        onText('REF-000001');
        return stopZxing;
      },
    );
    for (const install of [() => {}, () => installDetector(['qr_code'], [])]) {
      install();
      const { stream, tracks } = fakeStream();
      const codes: string[] = [];
      const scanning = await startScanning(fakeVideo(), (code) => codes.push(code), media(stream));
      expect(codes).toEqual(['REF-000001']);
      scanning.stop();
      expect(stopZxing).toHaveBeenCalled();
      for (const track of tracks) expect(track.stop).toHaveBeenCalled();
      stopZxing.mockClear();
    }
    expect(zxing.readWithZxing).toHaveBeenCalledTimes(2);
  });

  it('rejects with the reason when the camera cannot open, and leaves nothing running', async () => {
    const refused = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
    const denied = startScanning(fakeVideo(), () => {}, {
      getUserMedia: vi.fn(async () => {
        throw refused;
      }),
    });
    await expect(denied).rejects.toBe(refused);
    await expect(startScanning(fakeVideo(), () => {}, undefined)).rejects.toMatchObject({
      name: 'CameraUnsupported',
    });

    // The reader failed to load after the camera opened: the camera is stopped again.
    zxing.readWithZxing.mockRejectedValue(new Error('chunk failed'));
    const { stream, tracks } = fakeStream();
    await expect(startScanning(fakeVideo(), () => {}, media(stream))).rejects.toThrow('chunk failed');
    for (const track of tracks) expect(track.stop).toHaveBeenCalled();
  });
});
