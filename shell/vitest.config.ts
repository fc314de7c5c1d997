import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
// @ts-expect-error plain ESM helper without types
import { linguiPlugins } from '../tooling/vite-app.mjs'

// Component tests need React and Lingui only (no Module Federation host).
export default defineConfig({
  plugins: [...linguiPlugins(), react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../tooling/vitest-stores-teardown.mjs', 'src/test/setup.ts'],
  },
})
