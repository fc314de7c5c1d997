// Starts the built API (api/build) as tests/support/api-server.ts does: a free loopback port, its
// own SQLite database in a temporary folder, migrated and seeded, with an environment complete on
// its own (api/.env does not leak in). Mail is kept on disk in that folder; the worker is off.
import { execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { freePort } from './measure.mjs'

export const root = fileURLToPath(new URL('../../', import.meta.url))
const apiDir = join(root, 'api')

export function requireBuild() {
  const outputs = [
    'api/build/bin/server.js',
    'shell/dist/index.html',
    'mfe-manage/dist/remoteEntry.js',
  ]
  const missing = outputs.filter((path) => !existsSync(join(root, path)))
  if (missing.length) throw new Error(`build first (npm run build): missing ${missing.join(', ')}`)
}

async function waitForHealth(url, server) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the API exited (${server.exitCode ?? server.signalCode})`)
    const ok = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the API did not answer ${url}/api/v1/health within 60 s`)
}

/** Starts the API; `stop()` ends it and removes its database. `pid` is the server's process. */
export async function startApi() {
  requireBuild()
  const dir = await mkdtemp(join(tmpdir(), 'tessera-bench-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    ENV_PATH: dir,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: url,
    APP_KEY: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
    DB_CONNECTION: 'sqlite',
    SQLITE_PATH: join(dir, 'tessera.sqlite3'),
    DRIVE_FS_ROOT: join(dir, 'storage'),
    MAIL_DIR: join(dir, 'mail'),
    MAIL_WORKER: 'false',
  }
  const ace = (args) =>
    promisify(execFile)(process.execPath, ['build/ace.js', ...args], { cwd: apiDir, env })
  let server
  const stop = async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    await rm(dir, { recursive: true, force: true })
  }
  try {
    await ace(['migration:run', '--force'])
    await ace(['db:seed'])
    server = spawn(process.execPath, ['build/bin/server.js'], {
      cwd: apiDir,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    await waitForHealth(url, server)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, pid: server.pid, stop }
}
