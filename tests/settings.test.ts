/**
 * Every setting a service reads is documented where an operator looks (the root `.env.example` and
 * the README's configuration tables), and everything documented there is read by something: a
 * setting added, renamed or dropped in one place fails here until the others follow. The compose
 * deploy's `deploy/.env.example` matches what `compose.yaml` interpolates.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  envExampleVariables,
  readmeSettings,
  REPO_ROOT,
  SERVICES,
  serviceVariables,
  TOOLS,
  variablesReadIn,
  type Service,
} from './support/settings.js';

const byService = serviceVariables();
const readByServices = new Set(Object.values(byService).flatMap((names) => [...names]));
const readByTools = new Set(TOOLS.flatMap((dir) => [...variablesReadIn(dir, { withTests: true })]));
const readme = readmeSettings();
const readmeNames = new Set(readme.map((row) => row.name));
const envExample = envExampleVariables();

/** The services a README "Used by" cell names (`both`: the gateway and the storefront-api). */
function servicesNamed(cell: string): Service[] {
  const named = (Object.keys(SERVICES) as Service[]).filter((service) => cell.includes(service));
  return /\bboth\b/u.test(cell) ? [...new Set<Service>([...named, 'gateway', 'storefront-api'])] : named;
}

describe('the settings', () => {
  it('are found in the sources (the reading patterns still match the code)', () => {
    expect(byService['storefront-api']).toContain('DATABASE_URL');
    expect(byService.gateway).toContain('PAYMENT_FORM_ORIGIN');
    expect(byService['payment-sandbox']).toContain('PAYMENT_SANDBOX_PUBLIC_URL');
  });

  it('that a service reads are all in .env.example and in the README', () => {
    const missing = [...readByServices]
      .sort()
      .filter((name) => !envExample.has(name) || !readmeNames.has(name));
    expect(
      missing.map(
        (name) =>
          `${name}${envExample.has(name) ? '' : ' (.env.example)'}${readmeNames.has(name) ? '' : ' (README)'}`,
      ),
    ).toEqual([]);
  });

  it('in .env.example and in the README are all read by a service or a tool', () => {
    const unread = (names: Iterable<string>) =>
      [...names].filter((name) => !readByServices.has(name) && !readByTools.has(name)).sort();
    expect(unread(envExample)).toEqual([]);
    expect(unread(readmeNames)).toEqual([]);
  });

  it('say in the README which services read them, neither more nor fewer', () => {
    const wrong: string[] = [];
    for (const { name, usedBy } of readme) {
      const named = servicesNamed(usedBy);
      // The shop's configuration table gives defaults in that column: every SHOP_* is the gateway's.
      if (named.length === 0) continue;
      const reading = (Object.keys(SERVICES) as Service[]).filter((service) => byService[service].has(name));
      if (named.sort().join() !== reading.sort().join())
        wrong.push(`${name}: README says ${named.join(', ')}; read by ${reading.join(', ') || 'none'}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the compose deploy', () => {
  it('documents in deploy/.env.example every variable compose.yaml reads, and only those', () => {
    const compose = readFileSync(join(REPO_ROOT, 'compose.yaml'), 'utf8');
    const interpolated = new Set([...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/gu)].map((m) => m[1]!));
    expect([...envExampleVariables('deploy/.env.example')].sort()).toEqual([...interpolated].sort());
  });

  it('leaves every secret empty in deploy/.env.example', () => {
    const text = readFileSync(join(REPO_ROOT, 'deploy/.env.example'), 'utf8');
    for (const secret of [
      'POSTGRES_PASSWORD',
      'CAPTCHA_HMAC_KEY',
      'PAYMENT_PASSWORD',
      'PAYMENT_HMAC_KEY',
      'OPERATOR_API_KEY',
      'SMTP_URL',
    ])
      expect(text).toMatch(new RegExp(`^${secret}=$`, 'mu'));
  });
});
