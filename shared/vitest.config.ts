import { defineConfig } from 'vitest/config'
// @ts-expect-error plain ESM helper without types
import { linguiMacro } from '../tooling/lingui-macro.mjs'

export default defineConfig({
  plugins: [linguiMacro()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['vitest.setup.ts'],
  },
})
