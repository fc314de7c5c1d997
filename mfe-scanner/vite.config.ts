import { defineConfig } from 'vite'
import { tesseraApp } from '../tooling/vite-app.mjs'

export default defineConfig(
  tesseraApp({ name: 'scanner', exposes: { './app': './src/mfe-scanner.tsx' }, port: 5177 }),
)
