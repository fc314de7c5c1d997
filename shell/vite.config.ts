import { defineConfig } from 'vite'
import { tesseraApp } from '../tooling/vite-app.mjs'

export default defineConfig(tesseraApp({ name: 'shell', host: true, port: 5173 }))
