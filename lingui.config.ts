import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * One catalog per workspace: `shared` holds the texts every app and the API use (error codes,
 * e-mails, the UI kit); each front end holds its own screens' texts.
 */
const packages = [
  'shared',
  'shell',
  'mfe-manage',
  'mfe-public-event',
  'mfe-booking-widget',
  'mfe-scanner',
]

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'el'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: packages.map((name) => ({
    path: `<rootDir>/${name}/src/locales/{locale}/messages`,
    include: [`<rootDir>/${name}/src`],
    exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
  })),
})
