import { describe, expect, it } from 'vitest';
import { isAutoplayRunning, wantsAutoplay, wrapIndex } from './carousel.js';
import type { AutoplayState } from './carousel.js';

const base: AutoplayState = {
  count: 4,
  intent: 'auto',
  hovered: false,
  focused: false,
  reducedMotion: false,
};

describe('carousel autoplay (spec 9, WCAG 2.2.2)', () => {
  it('moves on its own by default', () => {
    expect(isAutoplayRunning(base)).toBe(true);
    expect(wantsAutoplay(base)).toBe(true);
  });

  it('pauses while hovered or while the focus is inside, without changing the pause control', () => {
    expect(isAutoplayRunning({ ...base, hovered: true })).toBe(false);
    expect(isAutoplayRunning({ ...base, focused: true })).toBe(false);
    expect(wantsAutoplay(base)).toBe(true);
  });

  it('stops when paused, and moves again when started', () => {
    expect(isAutoplayRunning({ ...base, intent: 'pause' })).toBe(false);
    expect(wantsAutoplay({ ...base, intent: 'pause' })).toBe(false);
    expect(isAutoplayRunning({ ...base, intent: 'play' })).toBe(true);
  });

  it('does not move for a shopper who asked for less motion, unless they start it', () => {
    expect(isAutoplayRunning({ ...base, reducedMotion: true })).toBe(false);
    expect(wantsAutoplay({ ...base, reducedMotion: true })).toBe(false);
    expect(isAutoplayRunning({ ...base, reducedMotion: true, intent: 'play' })).toBe(true);
  });

  it('has nothing to move with one item or none', () => {
    expect(isAutoplayRunning({ ...base, count: 1 })).toBe(false);
    expect(isAutoplayRunning({ ...base, count: 0 })).toBe(false);
  });

  it('loops both ways', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
