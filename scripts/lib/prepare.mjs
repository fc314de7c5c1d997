// Gets a checkout ready to run: dependencies installed, api/.env present, everything built.
// Plain Node only (nothing here may import a package: it runs before `npm ci`).
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import { root, run } from './tasks.mjs'

/**
 * `npm ci` when there is a lockfile and node_modules is missing or older than it. npm writes
 * node_modules/.package-lock.json at the end of every install, so its age is the install's age.
 */
export async function ensureDependencies() {
  const lockfile = join(root, 'package-lock.json')
  const installed = join(root, 'node_modules', '.package-lock.json')
  if (!existsSync(lockfile)) {
    if (!existsSync(join(root, 'node_modules')))
      await run('npm', ['install'], { label: 'npm install' })
    return
  }
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lockfile).mtimeMs) return
  await run('npm', ['ci', '--no-audit', '--no-fund'], { label: 'npm ci' })
}

const envFile = join(root, 'api', '.env')

/** Creates api/.env from api/.env.example with a fresh random APP_KEY when it is missing. */
export function ensureEnvFile() {
  if (existsSync(envFile)) return
  const example = readFileSync(join(root, 'api', '.env.example'), 'utf8')
  const key = randomBytes(32).toString('base64url')
  writeFileSync(envFile, example.replace(/^APP_KEY=.*$/m, `APP_KEY=${key}`), { mode: 0o600 })
  console.log('✔ created api/.env with a new APP_KEY')
}

/** The variables of api/.env (KEY=value lines; no expansion, which Tessera's file does not use). */
export function readEnvFile() {
  const values = {}
  if (!existsSync(envFile)) return values
  for (const line of readFileSync(envFile, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line)
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2')
  }
  return values
}

/**
 * The environment for running the built API (api/build): it reads api/.env (ENV_PATH), and a
 * relative SQLITE_PATH, DRIVE_FS_ROOT (the uploaded files) and MAIL_DIR (the .eml files of the
 * file transport) are resolved against api/ rather than
 * api/build, which a rebuild empties.
 */
export function builtApiEnv(overrides = {}) {
  const apiDir = join(root, 'api')
  const inApiDir = (name, fallback) => {
    const configured = overrides[name] ?? process.env[name] ?? readEnvFile()[name] ?? fallback
    return isAbsolute(configured) ? configured : join(apiDir, configured)
  }
  return {
    ENV_PATH: apiDir,
    ...overrides,
    SQLITE_PATH: inApiDir('SQLITE_PATH', 'tmp/tessera.sqlite3'),
    DRIVE_FS_ROOT: inApiDir('DRIVE_FS_ROOT', 'storage'),
    MAIL_DIR: inApiDir('MAIL_DIR', 'tmp/mail'),
  }
}
