import { defineConfig } from 'vite'
import { tesseraApp } from '../tooling/vite-app.mjs'

export default defineConfig(
  tesseraApp({ name: 'manage', exposes: { './app': './src/mfe-manage.tsx' }, port: 5174 }),
)
