import { describe, expect, it } from 'vitest';
import { francoPercent, francoText } from './franco.js';

const base = { goal: '150.00', remaining: '40.00', progress: 73, reached: false };

describe('francoText', () => {
  it('shows the amount still missing below the goal', () => {
    expect(francoText(base)).toEqual({ key: 'cartPage.franco.remaining', amount: '40.00' });
  });

  it('says delivery is free once reached', () => {
    expect(francoText({ ...base, remaining: '0.00', progress: 100, reached: true })).toEqual({
      key: 'cartPage.franco.reached',
    });
  });

  it('never asks to spend nothing more', () => {
    expect(francoText({ ...base, remaining: '0.00', progress: 99, reached: false }).key).toBe(
      'cartPage.franco.reached',
    );
  });

  it('counts 100 % as reached (spec 4)', () => {
    expect(francoText({ ...base, progress: 100 }).key).toBe('cartPage.franco.reached');
  });
});

describe('francoPercent', () => {
  it('keeps the gateway figure between 0 and 100', () => {
    expect(francoPercent(base)).toBe(73);
    expect(francoPercent({ ...base, progress: 140 })).toBe(100);
    expect(francoPercent({ ...base, progress: -3 })).toBe(0);
  });

  it('fills the bar once reached', () => {
    expect(francoPercent({ ...base, progress: 98, reached: true })).toBe(100);
  });
});
