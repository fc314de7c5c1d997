import { defineConfig } from '@playwright/test'

/**
 * The deployment suite (docs/DEPLOY.md "Tested as deployed"): Debian's nginx in front of two
 * built API processes on one PostgreSQL database, with the documented nginx configuration. It
 * needs no browser: every check is an HTTP request, as a client behind the proxy makes it.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/deploy',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
})
