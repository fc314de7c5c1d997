// Small helpers the root scripts share: run a command with a label, know the workspaces.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../..', import.meta.url))

export const workspaces = {
  frontEnds: ['shell', 'mfe-manage', 'mfe-public-event', 'mfe-booking-widget', 'mfe-scanner'],
  typed: ['shared', 'api', 'shell', 'mfe-manage', 'mfe-public-event', 'mfe-booking-widget', 'mfe-scanner', 'tests'],
}

const started = Date.now()
const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`

/** Runs a command in the repository root (or `cwd`), streaming its output; rejects on failure. */
export function run(command, args, { label = `${command} ${args.join(' ')}`, cwd = root, env = {}, quiet = false } = {}) {
  const begin = Date.now()
  console.log(`\n▶ ${label}`)
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) {
        console.log(`✔ ${label} (${seconds(Date.now() - begin)})`)
        resolve()
      } else reject(new Error(`${label} failed (${signal ?? `exit ${code}`})`))
    })
  })
}

export function elapsed() {
  return seconds(Date.now() - started)
}
