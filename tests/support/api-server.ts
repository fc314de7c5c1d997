import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const apiDir = fileURLToPath(new URL('../../api/', import.meta.url))

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(0, '127.0.0.1', resolve),
  )
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

async function waitForHealth(url: string, server: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the API exited (${server.exitCode ?? server.signalCode})`)
    if (
      await fetch(`${url}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the API did not answer ${url}/api/v1/health in time`)
}

/** How long a stopped API may take to finish what it is doing and exit. */
const EXIT_DEADLINE_MS = 10_000

/**
 * Sends SIGTERM and waits for the exit; a server still running at the deadline is killed, so a
 * shutdown that hangs fails the run instead of stalling it. Answers whether it exited in time.
 */
async function terminate(server: ChildProcess): Promise<boolean> {
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, EXIT_DEADLINE_MS, false)
  })
  server.kill('SIGTERM')
  const inTime = await Promise.race([exited.then(() => true as const), deadline])
  clearTimeout(timer)
  if (!inTime) {
    server.kill('SIGKILL')
    await exited
  }
  return inTime
}

/** The maps service the API tells the address picker about (`GET /config`). */
export type MapsService = { tileUrl: string; geocoderUrl: string }

/**
 * Starts the built API (api/build) on a free loopback port with its own SQLite database and
 * uploads folder in a temporary folder, migrated and seeded, sending mail over SMTP to `smtpPort`
 * and pointing the address picker at `maps`. The environment is complete on its own: api/.env and
 * the caller's DB_* / MFE_* variables do not leak in.
 */
export async function startApi({ smtpPort, maps }: { smtpPort: number; maps: MapsService }) {
  if (!existsSync(join(apiDir, 'build', 'bin', 'server.js'))) {
    throw new Error('api/build is missing: build first (npm run build, or npm test which builds)')
  }
  const dir = await mkdtemp(join(tmpdir(), 'tessera-e2e-'))
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
    MAPS_TILE_URL: maps.tileUrl,
    MAPS_TILE_ATTRIBUTION: 'Test tiles',
    MAPS_GEOCODER_URL: maps.geocoderUrl,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    MAIL_WORKER: 'true',
  }
  const ace = (command: string[]) =>
    promisify(execFile)(process.execPath, ['build/ace.js', ...command], { cwd: apiDir, env })
  let server: ChildProcess | undefined
  const stop = async () => {
    const running = server && server.exitCode === null && server.signalCode === null
    const inTime = running ? await terminate(server!) : true
    await rm(dir, { recursive: true, force: true })
    if (!inTime)
      throw new Error(
        `the API did not exit within ${EXIT_DEADLINE_MS / 1000} s of SIGTERM and was killed`,
      )
  }
  try {
    await ace(['migration:run', '--force'])
    await ace(['db:seed'])
    server = spawn(process.execPath, ['build/bin/server.js'], {
      cwd: apiDir,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    await waitForHealth(url, server, Date.now() + 30_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}
