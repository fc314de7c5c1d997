import { defineConfig } from 'vite'
import { pageServerConfig } from '../tooling/vite-page.mjs'

/** The public page's server entry: the API renders `/event/{code}` with `dist-server/`. */
export default defineConfig(
  pageServerConfig({ entry: 'src/entry-server.tsx', outDir: 'dist-server' }),
)
