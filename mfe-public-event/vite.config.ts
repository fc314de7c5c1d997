import { defineConfig } from 'vite'
// @ts-expect-error plain ESM helper without types
import { tesseraApp } from '../tooling/vite-app.mjs'

export default defineConfig(
  tesseraApp({
    name: 'publicEvent',
    exposes: { './app': './src/mfe-public-event.tsx' },
    port: 5175,
  }),
)
