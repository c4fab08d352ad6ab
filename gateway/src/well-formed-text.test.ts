import { describe, expect, it } from 'vitest';
import { hasIllFormedText } from './well-formed-text.js';

describe('hasIllFormedText', () => {
  it('finds a lone surrogate or a NUL anywhere in the parameters, and accepts real pairs', () => {
    expect(hasIllFormedText(['{ a }', { slug: 'robe-\u{1F457}', list: ['é', 'ok'] }])).toBe(false);
    expect(hasIllFormedText(['{ a }', { slug: 'robe-\ud800' }])).toBe(true);
    expect(hasIllFormedText([{ input: { lines: [{ name: 'x\udfff' }] } }])).toBe(true);
    expect(hasIllFormedText('query { product(slug: "\ud83d") { id } }')).toBe(true);
    expect(hasIllFormedText([{ input: { name: 'maison\u0000' } }])).toBe(true);
  });

  it('bounds the length of each value when asked to', () => {
    expect(hasIllFormedText({ input: { message: 'x'.repeat(10_000) } }, 10_000)).toBe(false);
    expect(hasIllFormedText({ input: { message: 'x'.repeat(10_001) } }, 10_000)).toBe(true);
    expect(hasIllFormedText({ input: { message: 'x'.repeat(10_001) } })).toBe(false);
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'fin\ud800';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(hasIllFormedText(deep)).toBe(true);
    expect(hasIllFormedText({ list: [...Array.from({ length: 500_000 }, () => 'ok'), '\udc00'] })).toBe(true);
  });
});
