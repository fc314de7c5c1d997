import { defineConfig } from 'vite'
import { tesseraApp } from '../tooling/vite-app.mjs'

export default defineConfig(
  tesseraApp({
    name: 'publicEvent',
    exposes: {
      './app': './src/mfe-public-event.tsx',
      // The organizer's preview in mfe-manage renders the very page (docs/ARCHITECTURE.md).
      './page': './src/page/public-event-page.tsx',
      './page-i18n': './src/page-i18n.ts',
    },
    port: 5175,
  }),
)
