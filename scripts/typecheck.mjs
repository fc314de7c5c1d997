#!/usr/bin/env node
// Type-checks every workspace (shared first: the others read its declarations from dist/).
import { run, workspaces } from './lib/tasks.mjs'

for (const workspace of workspaces.typed) {
  await run('npx', ['tsc', '-p', `${workspace}/tsconfig.json`, '--noEmit'], { label: `typecheck ${workspace}` })
}
