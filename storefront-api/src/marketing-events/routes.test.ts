import type { ApiError, MarketingEventCount } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_OPERATOR_KEY, testApp, testDatabase } from '../testing/database.js';
import * as repository from './repository.js';
import { EVENT_BATCHES_PER_ADDRESS, MarketingEventService } from './service.js';

async function post(payload: unknown, headers: Record<string, string> = {}) {
  const app = await testApp();
  const response = await app.inject({
    method: 'POST',
    url: '/marketing-event',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: response.statusCode, body: response.body ? (response.json() as ApiError) : null };
}

async function counts(query = '', key: string | null = TEST_OPERATOR_KEY) {
  const app = await testApp();
  const response = await app.inject({
    method: 'GET',
    url: `/operator/marketing-events/counts${query}`,
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
  });
  return { status: response.statusCode, body: response.json() as MarketingEventCount[] & ApiError };
}

const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  await testApp();
  const { db } = await testDatabase();
  // Only this file writes events: each run counts from nothing.
  await db.query('DELETE FROM marketing_events');
});

describe('POST /marketing-event (spec 7 Tracking)', () => {
  it('stores one event as the spec has it, and a batch in one call', async () => {
    expect(await post({ eventName: 'view_cart', eventData: { from: 'panel' } })).toEqual({
      status: 204,
      body: null,
    });
    const batch = [
      { eventName: 'page_view', eventData: { page_path: '/martinique/fr/' } },
      { eventName: 'page_view', eventData: { page_path: '/martinique/fr/mon-panier' } },
      { eventName: 'add_to_cart', eventData: { offerId: 'o-1', quantity: 2 } },
    ];
    expect((await post(batch)).status).toBe(204);
    const { db } = await testDatabase();
    const rows = await db.query<{ event_name: string; event_data: unknown }>(
      `SELECT event_name, event_data FROM marketing_events WHERE event_name IN ('page_view', 'add_to_cart') ORDER BY id`,
    );
    expect(rows.map((row) => [row.event_name, row.event_data])).toEqual(
      batch.map((event) => [event.eventName, event.eventData]),
    );
  });

  it('stores no e-mail: keys naming personal data dropped, addresses in texts masked', async () => {
    expect(
      (
        await post({
          eventName: 'sign_up',
          eventData: { method: 'password', email: 'lea@example.test', note: 'écrit à lea@example.test' },
        })
      ).status,
    ).toBe(204);
    const { db } = await testDatabase();
    const [row] = await db.query<{ event_data: unknown }>(
      `SELECT event_data FROM marketing_events WHERE event_name = 'sign_up'`,
    );
    expect(row?.event_data).toEqual({ method: 'password', note: 'écrit à [email]' });
    const all = await db.query<{ text: string }>(`SELECT event_data::text AS text FROM marketing_events`);
    expect(all.some((r) => r.text.includes('@example.test'))).toBe(false);
  });

  it('refuses unknown events, hostile or unbounded data, and stores nothing of such a batch', async () => {
    const { db } = await testDatabase();
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM marketing_events');
    const refused: unknown[] = [
      { eventName: 'purchase' },
      { eventName: 'search', eventData: { searchTerm: '<img src=x onerror=alert(1)>' } },
      { eventName: 'search', eventData: { searchTerm: 'a\u0000b' } },
      { eventName: 'search', eventData: { searchTerm: 'x'.repeat(501) } },
      { eventName: 'search', eventData: 'robe' },
      { eventName: 'search', eventData: {}, customerId: '42' },
      [{ eventName: 'search' }, { eventName: 'page_view', eventData: { page_path: 'javascript:alert(1)' } }],
      [],
      Array.from({ length: 51 }, () => ({ eventName: 'search' })),
      '{"eventName":',
    ];
    for (const payload of refused) {
      const reply = await post(payload);
      expect(reply.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(reply.body?.errorCode).toBe('invalid-request');
    }
    const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM marketing_events');
    expect(after).toEqual(before);
  });

  it('limits the batches of one address (429), not the others', async () => {
    const { db } = await testDatabase();
    const robot = '198.51.100.7';
    await db.query(
      `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, now(), $2)
       ON CONFLICT (key) DO UPDATE SET window_start = now(), hits = $2`,
      [`marketing-events:${robot}`, EVENT_BATCHES_PER_ADDRESS.max],
    );
    const refused = await post({ eventName: 'search' }, { 'x-forwarded-for': robot });
    expect(refused.status).toBe(429);
    expect(refused.body?.errorCode).toBe('too-many-requests');
    expect((await post({ eventName: 'search' }, { 'x-forwarded-for': '198.51.100.8' })).status).toBe(204);
  });

  it('refuses a body over 64 KiB', async () => {
    const event = { eventName: 'search', eventData: { searchTerm: 'x'.repeat(500) } };
    const reply = await post(Array.from({ length: 140 }, () => event));
    expect(reply.status).toBe(413);
  });
});

describe('GET /operator/marketing-events/counts', () => {
  it('needs the operator key', async () => {
    expect((await counts('', null)).status).toBe(401);
    expect((await counts('', 'x'.repeat(40))).status).toBe(401);
  });

  it('counts each event per day (UTC), one name or all, over a range', async () => {
    const { db } = await testDatabase();
    await db.query(
      `INSERT INTO marketing_events (event_name, received_at)
       VALUES ('page_view', '2026-01-10T23:59:59Z'), ('page_view', '2026-01-11T00:00:00Z'),
              ('page_view', '2026-01-11T12:00:00Z'), ('search', '2026-01-11T08:00:00Z'),
              ('page_view', '2026-01-12T00:00:00Z')`,
    );
    expect((await counts('?from=2026-01-10&to=2026-01-11')).body).toEqual([
      { day: '2026-01-10', eventName: 'page_view', count: 1 },
      { day: '2026-01-11', eventName: 'page_view', count: 2 },
      { day: '2026-01-11', eventName: 'search', count: 1 },
    ]);
    expect((await counts('?from=2026-01-11&to=2026-01-12&eventName=page_view')).body).toEqual([
      { day: '2026-01-11', eventName: 'page_view', count: 2 },
      { day: '2026-01-12', eventName: 'page_view', count: 1 },
    ]);
    // The last 30 days by default: today's events of the tests above.
    const recent = (await counts()).body;
    expect(recent).toContainEqual({ day: today, eventName: 'page_view', count: 2 });
    expect(recent).toContainEqual({ day: today, eventName: 'add_to_cart', count: 1 });
    expect(recent.some((row) => row.day.startsWith('2026-01'))).toBe(today.startsWith('2026-01'));
  });

  it('refuses bad ranges and names', async () => {
    for (const query of [
      '?from=2026-02-30',
      '?from=yesterday',
      '?from=2026-01-12&to=2026-01-11',
      '?from=2024-01-01&to=2026-01-11',
      '?eventName=purchase',
    ])
      expect((await counts(query)).body.errorCode, query).toBe('invalid-request');
  });

  it('defaults to the 30 days up to today', async () => {
    const { db } = await testDatabase();
    const asked: unknown[] = [];
    const service = new MarketingEventService({
      db,
      repository: { ...repository, countEvents: async (_db, query) => (asked.push(query), []) },
      now: () => new Date('2026-03-01T10:00:00Z'),
    });
    await service.counts({});
    expect(asked).toEqual([{ from: '2026-01-31', to: '2026-03-01', eventName: undefined, timeZone: 'UTC' }]);
  });

  it('counts the days of a territory’s time when asked: 23:30 in Martinique, 00:30 in Réunion', async () => {
    const { db } = await testDatabase();
    // 23:30 on 4 February in Martinique (UTC−4) and 00:30 on 5 February in Réunion (UTC+4).
    await db.query(
      `INSERT INTO marketing_events (event_name, received_at)
       VALUES ('login', '2026-02-05T03:30:00Z'), ('sign_up', '2026-02-04T20:30:00Z')`,
    );
    const range = '?from=2026-02-04&to=2026-02-05';
    expect((await counts(range)).body).toEqual([
      { day: '2026-02-04', eventName: 'sign_up', count: 1 },
      { day: '2026-02-05', eventName: 'login', count: 1 },
    ]);
    expect((await counts(`${range}&territory=MQ`)).body).toEqual([
      { day: '2026-02-04', eventName: 'login', count: 1 },
      { day: '2026-02-04', eventName: 'sign_up', count: 1 },
    ]);
    expect((await counts(`${range}&territory=RE`)).body).toEqual([
      { day: '2026-02-05', eventName: 'login', count: 1 },
      { day: '2026-02-05', eventName: 'sign_up', count: 1 },
    ]);
    // A day's bounds are the island's midnights: Martinique's 5 February starts at 04:00 UTC.
    expect((await counts('?from=2026-02-05&to=2026-02-05&territory=MQ')).body).toEqual([]);
    expect((await counts('?territory=FR')).body.errorCode).toBe('invalid-request');
    // Today, by default, is the island's today.
    const asked: unknown[] = [];
    const service = new MarketingEventService({
      db,
      repository: { ...repository, countEvents: async (_db, query) => (asked.push(query), []) },
      now: () => new Date('2026-03-01T02:00:00Z'),
    });
    await service.counts({ territory: 'MQ' });
    expect(asked).toEqual([
      { from: '2026-01-30', to: '2026-02-28', eventName: undefined, timeZone: 'America/Martinique' },
    ]);
  });
});
