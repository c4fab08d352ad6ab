import { describe, expect, it, vi } from 'vitest';
import { BEEP, createScanBeep } from './scanBeep.js';
import type { BeepAudio } from './scanBeep.js';

/** A Web Audio context that records what the beep asks of it. */
function fakeAudio(state: AudioContextState = 'running') {
  const calls: string[] = [];
  const param = (name: string) => ({
    setValueAtTime: (value: number, at: number) => calls.push(`${name}=${value}@${at}`),
    exponentialRampToValueAtTime: (value: number, at: number) => calls.push(`${name}->${value}@${at}`),
  });
  const gain = { gain: param('gain'), connect: vi.fn((target: unknown) => target) };
  const oscillator = {
    type: 'sine',
    frequency: param('frequency'),
    connect: vi.fn(() => gain),
    start: (at: number) => calls.push(`start@${at}`),
    stop: (at: number) => calls.push(`stop@${at}`),
  };
  const audio = {
    state,
    currentTime: 10,
    destination: { name: 'speakers' },
    resume: vi.fn(async () => {}),
    close: vi.fn(async () => {}),
    createOscillator: () => oscillator,
    createGain: () => gain,
  };
  return { audio: audio as unknown as BeepAudio, calls, oscillator, gain, raw: audio };
}

describe('createScanBeep', () => {
  it('plays a short tone through a fade in and out, to the speakers', () => {
    const { audio, calls, oscillator, gain, raw } = fakeAudio();
    const beep = createScanBeep(() => audio);
    beep.play();
    expect(oscillator.type).toBe('square');
    expect(calls).toContain(`frequency=${BEEP.frequency}@10`);
    expect(calls[calls.length - 2]).toBe('start@10');
    expect(calls.at(-1)).toBe(`stop@${10 + BEEP.seconds}`);
    // The level starts and ends near silence (no click) and peaks at the volume.
    expect(calls.filter((c) => c.startsWith('gain'))).toEqual([
      'gain=0.0001@10',
      `gain->${BEEP.volume}@10.01`,
      `gain->0.0001@${10 + BEEP.seconds}`,
    ]);
    expect(oscillator.connect).toHaveBeenCalledWith(gain);
    expect(gain.connect).toHaveBeenCalledWith(raw.destination);
  });

  it('opens one audio context for every scan, resumes it when the browser suspended it, closes it', () => {
    const { audio, raw } = fakeAudio('suspended');
    const open = vi.fn(() => audio);
    const beep = createScanBeep(open);
    beep.play();
    beep.play();
    expect(open).toHaveBeenCalledTimes(1);
    expect(raw.resume).toHaveBeenCalledTimes(2);
    beep.close();
    expect(raw.close).toHaveBeenCalledTimes(1);
    beep.play();
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('stays silent without Web Audio or when the browser refuses it', () => {
    expect(() => createScanBeep(() => null).play()).not.toThrow();
    const refusing = createScanBeep(() => {
      throw new Error('NotAllowedError');
    });
    expect(() => refusing.play()).not.toThrow();
    // Node has no AudioContext: the default opener gives none.
    expect(() => createScanBeep().play()).not.toThrow();
  });
});
