import { customerSchemas } from '@shop/domain/customer/validation';
import { describe, expect, it } from 'vitest';
import { messageCount } from './counter.js';

describe('messageCount (spec 5: 10 to 400 characters)', () => {
  it('counts the trimmed message and says where it stands', () => {
    expect(messageCount('')).toEqual({ count: 0, min: 10, max: 400, state: 'short' });
    expect(messageCount('   123456789   ')).toMatchObject({ count: 9, state: 'short' });
    expect(messageCount('1234567890')).toMatchObject({ count: 10, state: 'ok' });
    expect(messageCount('x'.repeat(400))).toMatchObject({ count: 400, state: 'ok' });
    expect(messageCount(`${'x'.repeat(401)}`)).toMatchObject({ count: 401, state: 'long' });
  });

  it('agrees with the schema the gateway and the storefront-api check', () => {
    const schema = customerSchemas().contactMessage.shape.message;
    for (const message of ['', ' a ', '123456789', '1234567890', ` ${'é'.repeat(400)} `, 'x'.repeat(401)]) {
      expect(schema.safeParse(message).success, JSON.stringify(message.length)).toBe(
        messageCount(message).state === 'ok',
      );
    }
  });
});
