import { useEffect, useState } from 'react';
import type { FocusEvent } from 'react';

/**
 * Autoplay of the shop's carousels (the home slider every 5000 ms, the top promotional banner every
 * 8000 ms, both looping: spec 9), with what WCAG 2.2.2 asks of moving content: a control to pause
 * it, a pause while the pointer is over it or the keyboard focus inside it, and none by default for
 * a shopper who asked their system for less motion (they may still start it).
 */
export type AutoplayIntent = 'auto' | 'play' | 'pause';

export interface AutoplayState {
  count: number;
  /** 'auto' follows the system's motion preference; the pause control sets 'play' or 'pause'. */
  intent: AutoplayIntent;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
}

/** The shopper wants it to move: the pause control's state (not the hover or focus pauses). */
export function wantsAutoplay(state: Pick<AutoplayState, 'intent' | 'reducedMotion'>): boolean {
  return state.intent === 'play' || (state.intent === 'auto' && !state.reducedMotion);
}

/** It moves now: more than one item, wanted, and neither hovered nor focused. */
export function isAutoplayRunning(state: AutoplayState): boolean {
  return state.count > 1 && wantsAutoplay(state) && !state.hovered && !state.focused;
}

/** Looping: after the last item comes the first, before the first the last. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The system's "reduce motion" setting, followed live (false on the server and while hydrating). */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

export interface Carousel {
  index: number;
  count: number;
  /** Moving on its own right now. */
  running: boolean;
  /** What the pause control shows: the shopper wants it to move. */
  playing: boolean;
  reducedMotion: boolean;
  goTo(index: number): void;
  next(): void;
  previous(): void;
  togglePlay(): void;
  /** Spread on the carousel's element: pauses while hovered or while the focus is inside. */
  pauseProps: {
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
  };
}

/** A carousel of `count` items that moves to the next every `delayMs` while it runs. */
export function useCarousel(count: number, delayMs: number): Carousel {
  const [index, setIndex] = useState(0);
  const [intent, setIntent] = useState<AutoplayIntent>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const state = { count, intent, hovered, focused, reducedMotion };
  const running = isAutoplayRunning(state);
  const playing = wantsAutoplay(state);
  const current = wrapIndex(index, count);

  useEffect(() => {
    if (!running) return;
    // A new item (shown by the timer or by the shopper) gets its whole delay.
    const timer = setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), delayMs);
    return () => clearTimeout(timer);
  }, [running, current, count, delayMs]);

  return {
    index: current,
    count,
    running,
    playing,
    reducedMotion,
    goTo: (i) => setIndex(wrapIndex(i, count)),
    next: () => setIndex((i) => wrapIndex(i + 1, count)),
    previous: () => setIndex((i) => wrapIndex(i - 1, count)),
    togglePlay: () => setIntent(playing ? 'pause' : 'play'),
    pauseProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
