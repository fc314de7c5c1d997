import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the built system:
 * the global setup starts an SMTP sink and the built API with its own SQLite database.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // A manage screen's first load in a trace of a failing CI run (two workers on 2 cores): its
  // ~30 module chunks took 0.9–1.3 s each and its reference data went out 2.4 s after them, so the
  // heading came after 5 s; nothing was wrong but the time. 15 s bounds a wait, not an assertion.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'en-GB',
    timezoneId: 'Europe/Athens',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
})
