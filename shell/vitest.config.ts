import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { linguiPlugins, sharedPackageProvider } from '../tooling/vite-app.mjs'

// Component tests need React and Lingui only (no Module Federation host), and the module of the
// shell's shared `@tessera/shared` modules its federation tests read.
export default defineConfig({
  plugins: [...linguiPlugins(), react(), sharedPackageProvider()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../tooling/vitest-stores-teardown.mjs', 'src/test/setup.ts'],
  },
})
