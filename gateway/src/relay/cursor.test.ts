import { describe, expect, it } from 'vitest';
import { offsetCursor, offsetFromCursor } from './cursor.js';

describe('offset cursors', () => {
  it('round-trips offsets', () => {
    for (const offset of [0, 1, 19, 99_999]) expect(offsetFromCursor(offsetCursor(offset))).toBe(offset);
  });

  it.each([
    '',
    'abc',
    Buffer.from('offset:-1').toString('base64'),
    Buffer.from('offset:1e3').toString('base64'),
  ])('refuses the foreign cursor %j', (cursor) => {
    expect(() => offsetFromCursor(cursor)).toThrow(
      expect.objectContaining({
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', errorCode: 'invalid-cursor' }),
      }),
    );
  });
});
