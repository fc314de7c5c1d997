import { defineConfig } from 'vite'
// @ts-expect-error plain ESM helper without types
import { tesseraApp } from '../tooling/vite-app.mjs'

export default defineConfig(
  tesseraApp({ name: 'manage', exposes: { './app': './src/mfe-manage.tsx' }, port: 5174 }),
)
