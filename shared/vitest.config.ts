import { defineConfig } from 'vitest/config'
import { linguiMacro } from '../tooling/lingui-macro.mjs'

export default defineConfig({
  plugins: [linguiMacro()],
  test: {
    // Most of shared is plain logic: DOM tests name happy-dom in their first line.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['vitest.setup.ts'],
  },
})
