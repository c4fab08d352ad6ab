/** What the beep needs of the Web Audio API (an `AudioContext`; a fake in the unit tests). */
export type BeepAudio = Pick<
  AudioContext,
  'state' | 'currentTime' | 'destination' | 'resume' | 'close' | 'createOscillator' | 'createGain'
>;

/** A till's short high beep: 1,800 Hz for 120 ms, quiet enough not to startle. */
export const BEEP = { frequency: 1800, seconds: 0.12, volume: 0.2 } as const;
/** Start and end level of the fade: a sound cut dead clicks (an exponential ramp cannot reach 0). */
const SILENT = 0.0001;

export interface ScanBeep {
  play(): void;
  /** Releases the audio device (the dialog closed). */
  close(): void;
}

/**
 * Spec 2.4: a short sound on each scan, made by the browser (an oscillator), so there is no audio
 * file to download. The audio context opens on the first beep (the shopper has clicked by then, as
 * browsers' autoplay rules ask); without Web Audio the scan goes on silently.
 */
export function createScanBeep(
  openAudio: () => BeepAudio | null = () => (typeof AudioContext === 'undefined' ? null : new AudioContext()),
): ScanBeep {
  let audio: BeepAudio | null | undefined;
  return {
    play() {
      try {
        audio ??= openAudio();
        if (!audio) return;
        if (audio.state === 'suspended') void audio.resume();
        const start = audio.currentTime;
        const end = start + BEEP.seconds;
        const oscillator = audio.createOscillator();
        const gain = audio.createGain();
        oscillator.type = 'square';
        oscillator.frequency.setValueAtTime(BEEP.frequency, start);
        gain.gain.setValueAtTime(SILENT, start);
        gain.gain.exponentialRampToValueAtTime(BEEP.volume, start + 0.01);
        gain.gain.exponentialRampToValueAtTime(SILENT, end);
        oscillator.connect(gain).connect(audio.destination);
        oscillator.start(start);
        oscillator.stop(end);
      } catch {
        // A browser refusing audio must not stop the scan.
      }
    },
    close() {
      if (audio && audio.state !== 'closed') void audio.close().catch(() => {});
      audio = undefined;
    },
  };
}
