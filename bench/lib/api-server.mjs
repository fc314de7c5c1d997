// Starts the built API for a benchmark (tooling/built-api.mjs, as the end-to-end tests do): its own
// SQLite database in a temporary folder, migrated and seeded; mail stays on disk, the worker is off.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startBuiltApi } from '../../tooling/built-api.mjs'
import { freePort } from './measure.mjs'

export const root = fileURLToPath(new URL('../../', import.meta.url))

export function requireBuild() {
  const outputs = [
    'api/build/bin/server.js',
    'shell/dist/index.html',
    'mfe-manage/dist/remoteEntry.js',
  ]
  const missing = outputs.filter((path) => !existsSync(join(root, path)))
  if (missing.length) throw new Error(`build first (npm run build): missing ${missing.join(', ')}`)
}

/**
 * Starts the API, with `env` added to its settings; `stop()` ends it and removes its database.
 * `pid` is the server's process, `sqlitePath` its database file.
 */
export async function startApi(env = {}) {
  requireBuild()
  let sqlitePath
  const api = await startBuiltApi({
    prefix: 'tessera-bench-',
    port: await freePort(),
    env: (dir) => {
      sqlitePath = join(dir, 'tessera.sqlite3')
      return { MAIL_WORKER: 'false', ...env }
    },
  })
  return { ...api, sqlitePath }
}
