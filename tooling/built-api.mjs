// Starts the built API (api/build) the way the end-to-end tests and the benchmarks need it: on a
// loopback port, with its own SQLite database, uploads and mail folders in a temporary folder,
// migrated and seeded. The environment is complete on its own: api/.env and the caller's DB_* /
// MFE_* variables do not leak in.
import { execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createInterface } from 'node:readline'
import { promisify } from 'node:util'

const apiDir = fileURLToPath(new URL('../api/', import.meta.url))

/** How long a stopped API may take to finish what it is doing and exit. */
const EXIT_DEADLINE_MS = 10_000
/** How long a started API may take to answer its health check. */
const START_DEADLINE_MS = 60_000

/** A port nobody listens on at the moment, on loopback. */
export async function freeLoopbackPort() {
  const server = createServer()
  await new Promise((resolve, reject) =>
    server.once('error', reject).listen(0, '127.0.0.1', () => resolve(undefined)),
  )
  const address = server.address()
  await new Promise((resolve) => server.close(() => resolve(undefined)))
  return typeof address === 'object' && address ? address.port : 0
}

async function waitForHealth(url, server) {
  const deadline = Date.now() + START_DEADLINE_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the API exited (${server.exitCode ?? server.signalCode})`)
    const ok = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(
    `the API did not answer ${url}/api/v1/health within ${START_DEADLINE_MS / 1000} s`,
  )
}

/**
 * Sends SIGTERM and waits for the exit; a server still running at the deadline is killed, so a
 * shutdown that hangs fails the run instead of stalling it. Answers whether it exited in time.
 */
async function terminate(server) {
  const exited = new Promise((resolve) => server.once('exit', () => resolve(undefined)))
  let timer
  const deadline = new Promise((resolve) => {
    timer = setTimeout(resolve, EXIT_DEADLINE_MS, false)
  })
  server.kill('SIGTERM')
  const inTime = await Promise.race([exited.then(() => true), deadline])
  clearTimeout(timer)
  if (!inTime) {
    server.kill('SIGKILL')
    await exited
  }
  return inTime
}

/**
 * Starts the built API. `env(dir)` adds settings (mail, maps service) given the run's temporary
 * folder; `port` defaults to a free loopback port; `prepare: false` skips migrating and seeding (a
 * database someone else prepared, e.g. a test suite's); `onLogLine` also receives each line the
 * server logs (still printed). `stop()` ends the server and removes the folder, and fails if the
 * server had to be killed.
 */
export async function startBuiltApi({
  prefix = 'tessera-api-',
  port,
  env: extra = () => ({}),
  prepare = true,
  onLogLine,
} = {}) {
  if (!existsSync(join(apiDir, 'build', 'bin', 'server.js'))) {
    throw new Error('api/build is missing: build first (npm run build, or npm test which builds)')
  }
  const dir = await mkdtemp(join(tmpdir(), prefix))
  const listenPort = port ?? (await freeLoopbackPort())
  const url = `http://127.0.0.1:${listenPort}`
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    ENV_PATH: dir,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(listenPort),
    APP_URL: url,
    APP_KEY: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
    DB_CONNECTION: 'sqlite',
    SQLITE_PATH: join(dir, 'tessera.sqlite3'),
    DRIVE_FS_ROOT: join(dir, 'storage'),
    MAIL_DIR: join(dir, 'mail'),
    // A clock the caller moved with faketime (docs/STYLE.md "Tests and the clock") is the server's too.
    ...Object.fromEntries(
      ['LD_PRELOAD', 'FAKETIME', 'FAKETIME_DONT_RESET']
        .filter((name) => process.env[name])
        .map((name) => [name, process.env[name]]),
    ),
    ...extra(dir),
  }
  const ace = (command) =>
    promisify(execFile)(process.execPath, ['build/ace.js', ...command], { cwd: apiDir, env })
  let server
  const stop = async () => {
    const running = server && server.exitCode === null && server.signalCode === null
    const inTime = running ? await terminate(server) : true
    await rm(dir, { recursive: true, force: true })
    if (!inTime)
      throw new Error(
        `the API did not exit within ${EXIT_DEADLINE_MS / 1000} s of SIGTERM and was killed`,
      )
  }
  try {
    if (prepare) {
      await ace(['migration:run', '--force'])
      await ace(['db:seed'])
    }
    server = spawn(process.execPath, ['build/bin/server.js'], {
      cwd: apiDir,
      env,
      stdio: ['ignore', onLogLine ? 'pipe' : 'inherit', 'inherit'],
    })
    if (onLogLine) {
      createInterface({ input: server.stdout }).on('line', (line) => {
        process.stdout.write(`${line}\n`)
        onLogLine(line)
      })
    }
    await waitForHealth(url, server)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, pid: server.pid, stop }
}
