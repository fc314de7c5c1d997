import { defineConfig } from 'vite'
import { pageClientConfig } from '../tooling/vite-page.mjs'

/** The public page's browser entry: hydrates `/event/{code}` (served at /mfe/public-event/page/). */
export default defineConfig(
  pageClientConfig({ entry: 'src/entry-client.tsx', outDir: 'dist/page' }),
)
