import { defineConfig } from 'vite'
// @ts-expect-error plain ESM helper without types
import { tesseraApp } from '../tooling/vite-app.mjs'

export default defineConfig(tesseraApp({ name: 'shell', host: true, port: 5173 }))
