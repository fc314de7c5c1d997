import { defineConfig } from 'vite'
// @ts-expect-error plain ESM helper without types
import { tesseraApp } from '../tooling/vite-app.mjs'

export default defineConfig(
  tesseraApp({ name: 'scanner', exposes: { './app': './src/mfe-scanner.tsx' }, port: 5177 }),
)
