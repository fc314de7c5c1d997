#!/usr/bin/env node
// Type-checks every workspace, two at a time (shared's declarations come from its dist/: build it
// first, as `npm test` does).
import { join } from 'node:path'
import { parallel, root, run, workspaces } from './lib/tasks.mjs'

const tsc = join(root, 'node_modules', '.bin', 'tsc')

try {
  await parallel(
    workspaces.typed.map(
      (ws) => () =>
        run(tsc, ['-p', `${ws}/tsconfig.json`, '--noEmit'], { label: `typecheck ${ws}` }),
    ),
    2,
  )
} catch (error) {
  console.error(`\n✘ ${error.message}`)
  process.exitCode = 1
}
