import { describe, expect, it } from 'vitest';
import { isAllowedMutation } from './csrf.js';

const SHOP = ['https://shop.example'];

function request(headers: Record<string, string>, method = 'POST') {
  return { method, headers: new Headers({ host: 'gateway.internal:4000', ...headers }) };
}

const JSON_TYPE = { 'content-type': 'application/json' };

describe('isAllowedMutation', () => {
  it.each([
    ['an Origin naming the request host', { origin: 'http://gateway.internal:4000' }],
    ['an Origin naming the public address', { origin: 'https://shop.example' }],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['both', { origin: 'https://shop.example', 'sec-fetch-site': 'same-origin' }],
  ])('runs a JSON POST with the cookie and %s', (_, headers) => {
    expect(isAllowedMutation(request({ ...JSON_TYPE, ...headers }), true, SHOP)).toBe(true);
  });

  it('takes a charset in the JSON content type', () => {
    const headers = { 'content-type': 'Application/JSON; charset=utf-8', 'sec-fetch-site': 'same-origin' };
    expect(isAllowedMutation(request(headers), true, SHOP)).toBe(true);
  });

  it.each([
    ['no sign of its origin', {}],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign port', { origin: 'http://gateway.internal:4001' }],
    ['Origin null', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling site', { 'sec-fetch-site': 'same-site' }],
    ['a typed URL', { 'sec-fetch-site': 'none' }],
    ['contradicting headers', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }],
  ])('refuses a mutation with the cookie and %s', (_, headers) => {
    expect(isAllowedMutation(request({ ...JSON_TYPE, ...headers }), true, SHOP)).toBe(false);
  });

  it.each([
    ['a form', 'application/x-www-form-urlencoded'],
    ['a multipart form', 'multipart/form-data; boundary=x'],
    ['text', 'text/plain'],
    ['GraphQL text', 'application/graphql'],
  ])('refuses %s, cookie or not', (_, type) => {
    const headers = { 'content-type': type, origin: 'https://shop.example' };
    expect(isAllowedMutation(request(headers), true, SHOP)).toBe(false);
    expect(isAllowedMutation(request(headers), false, SHOP)).toBe(false);
  });

  it('refuses anything but POST', () => {
    expect(
      isAllowedMutation(request({ ...JSON_TYPE, origin: 'https://shop.example' }, 'GET'), false, SHOP),
    ).toBe(false);
  });

  it('runs a cookie-less JSON POST of a non-browser client, not a cross-site browser one', () => {
    expect(isAllowedMutation(request(JSON_TYPE), false, SHOP)).toBe(true);
    expect(isAllowedMutation(request({ ...JSON_TYPE, origin: 'https://evil.example' }), false, SHOP)).toBe(
      false,
    );
    expect(isAllowedMutation(request({ ...JSON_TYPE, 'sec-fetch-site': 'cross-site' }), false, SHOP)).toBe(
      false,
    );
  });
});
