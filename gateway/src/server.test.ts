import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './server.js';

const request = (remoteAddress: string, forwarded?: string | string[]) =>
  ({
    socket: { remoteAddress },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it('is the socket peer unless the proxy in front is trusted', () => {
    expect(clientAddress(request('192.0.2.1', '203.0.113.7'), false)).toBe('192.0.2.1');
    expect(clientAddress(undefined, true)).toBeUndefined();
  });

  it('is the last hop the trusted proxy added (earlier ones are the client’s word)', () => {
    expect(clientAddress(request('127.0.0.1', '198.51.100.9, 203.0.113.7'), true)).toBe('203.0.113.7');
    expect(clientAddress(request('127.0.0.1', ['198.51.100.9', '203.0.113.7 ']), true)).toBe('203.0.113.7');
    expect(clientAddress(request('127.0.0.1', ' , '), true)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1'), true)).toBe('127.0.0.1');
  });
});
