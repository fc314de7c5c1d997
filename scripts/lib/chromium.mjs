// End-to-end tests drive Debian's Chromium (never a downloaded browser). Plain Node only.
import { existsSync } from 'node:fs'
import { run } from './tasks.mjs'

export const CHROMIUM = '/usr/bin/chromium'

/** Installs Debian's chromium package when it is missing and we may (root with apt-get); else explains. */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
  if (!canInstall) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package first: sudo apt-get install -y chromium`,
    )
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' }
  await run('apt-get', ['install', '-y', 'chromium'], {
    label: 'apt-get install chromium',
    env,
  }).catch(async () => {
    await run('apt-get', ['update'], { label: 'apt-get update', env })
    await run('apt-get', ['install', '-y', 'chromium'], { label: 'apt-get install chromium', env })
  })
  if (!existsSync(CHROMIUM))
    throw new Error(`apt-get installed chromium, but ${CHROMIUM} is still missing`)
}
