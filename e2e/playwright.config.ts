import { defineConfig, devices } from '@playwright/test';
import { EXTRA_GATEWAYS } from './support/configurations.js';
import { E2E_OPERATOR_KEY } from './support/operator.js';

// Journeys run against the built product started as in production, on ports of their own so a
// developer's running shop is left alone, and on a database of their own under .data/.
const port = Number(process.env.E2E_PORT ?? 4100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4101);
// The sandbox card provider's port (its card form is framed by the shop's pages).
const paymentPort = Number(process.env.E2E_PAYMENT_PORT ?? 4110);
// The SMTP sink's ports (support/mail.ts reads the same variables).
const smtpSinkPort = Number(process.env.SMTP_SINK_PORT ?? 4125);
const smtpSinkHttpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 4126);
const DEVELOPER_CONVENIENCES = {
  GRAPHIQL: 'true',
  INTROSPECTION: 'true',
  ALLOW_ARBITRARY_OPERATIONS: 'true',
};
/**
 * Chromium features the journeys turn off. Chromium reads only the last `--disable-features`, and
 * this one comes after Playwright's own, so it repeats Playwright 1.65's list (chromiumSwitches.ts)
 * and adds two: Chromium 156 preloads the address bar's WebUI popup in a renderer of its own in
 * every window, even headless, which took 1.3 s of CPU per page load on our two cores and doubled
 * the journeys' time (the fix Puppeteer ships, puppeteer#15278).
 */
const DISABLED_FEATURES = [
  // Playwright's.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  // Ours.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './journeys',
  // With two shards sharing the machine's two cores (E2E_SHARDS=2) the longest journey took 42 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs every journey a fifth of its time, pass or fail (measured on 8
    // journeys: 104-158 s against 81-92 s): E2E_TRACE=1 records them, kept for the failures; a
    // failure's screenshot and error are kept anyway.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // Journeys tagged @phone are the phone's own (a desktop journey covers the same screens).
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, grepInvert: /@phone/ },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      // Journeys tagged @desktop: keyboard-only ones, those whose screens a phone journey already
      // shows, and those about the shop more than a screen (its configurations, analytics, GraphiQL,
      // redirects, titles, the page without script): the suite must stay well within CI's time.
      grepInvert: /@desktop/,
    },
  ],
  webServer: [
    {
      // A real SMTP server the shop sends its e-mails to (sign-in codes, reset links), read by the
      // journeys over HTTP (support/mail.ts). Started first: the shop connects to it on each e-mail.
      command: 'node support/smtp-sink.mjs',
      url: `http://127.0.0.1:${smtpSinkHttpPort}/ready`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMTP_SINK_PORT: String(smtpSinkPort), SMTP_SINK_HTTP_PORT: String(smtpSinkHttpPort) },
    },
    {
      command: 'node scripts/start.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${port}/ready`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        STOREFRONT_API_PORT: String(apiPort),
        STOREFRONT_API_URL: `http://127.0.0.1:${apiPort}`,
        // E2E_DATA_DIR lets two runs on other ports keep their databases apart.
        DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e-pglite',
        PAYMENT_SANDBOX_PORT: String(paymentPort),
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort}`,
        MAIL_FROM: 'Boutique des Outre-mer <no-reply@boutique.test>',
        // Every journey signs in from 127.0.0.1: the per-address limit would stop the suite, not a robot.
        RATE_LIMIT_PER_ADDRESS: '100000',
        // The real ALTCHA captcha, with a hundredth of its work: the journeys solve dozens of
        // challenges (3 to 8 s each in a busy headless browser); the difficulty is a unit test's.
        ALTCHA_MAX_COUNTER: '20',
        OPERATOR_API_KEY: E2E_OPERATOR_KEY,
        // The journeys ask the gateway their own questions and open GraphiQL: on explicitly, as in
        // `pnpm dev` (a started shop answers the web's persisted operations only).
        ...DEVELOPER_CONVENIENCES,
      },
    },
    {
      // The other configurations of the shop (support/configurations.ts): gateways only, in front of
      // the product's storefront-api, started after it (web servers start one after the other).
      command: 'node e2e/support/gateways.mjs',
      cwd: '..',
      wait: { stdout: /\[gateways\] ready/ },
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_GATEWAYS: JSON.stringify(EXTRA_GATEWAYS),
        STOREFRONT_API_URL: `http://127.0.0.1:${apiPort}`,
        // The product's public address: its API replies point pictures there, and the pages' CSP
        // allows it (each gateway still accepts mutations from its own origin).
        PUBLIC_WEB_URL: `http://localhost:${port}`,
        LOG_LEVEL: 'warn',
        ...DEVELOPER_CONVENIENCES,
      },
    },
  ],
});
