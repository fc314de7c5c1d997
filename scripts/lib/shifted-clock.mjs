// The date guard (docs/STYLE.md "Tests and the clock"): `npm test` runs the unit tests of every
// workspace with the clock moved to another day, through Debian's libfaketime, so a test that reads
// today's date (or renders something that does) fails the day it is written, not the day the
// calendar reaches it. Plain Node only.
import { existsSync } from 'node:fs'

/** Debian's faketime: a wrapper that preloads libfaketime into the command and its children. */
export const FAKETIME = '/usr/bin/faketime'

/**
 * The instant the unit tests start at: 23:00 UTC on the first 29 February of a year at least two
 * after today's. A leap day, the last day of its month and, in any zone east of UTC (Europe/Athens),
 * already 1 March: far enough from today that no fixture written "around now" is still near it.
 */
export function shiftedStart(today = new Date()) {
  let year = today.getUTCFullYear() + 2
  while (new Date(Date.UTC(year, 1, 29)).getUTCMonth() !== 1) year += 1
  return `${year}-02-29 23:00:00`
}

/**
 * `command args` as run at `shiftedStart()` (its clock then runs on from there, in every child
 * process), or unchanged, with the reason, where faketime is not installed.
 */
export function atShiftedClock(command, args, { installed = existsSync(FAKETIME) } = {}) {
  if (!installed) return { command, args, env: {}, shifted: null }
  const start = shiftedStart()
  return {
    command: FAKETIME,
    args: ['-f', `@${start}`, command, ...args],
    // Children (vitest's forks) go on from the parent's clock instead of starting over at `start`.
    env: { FAKETIME_DONT_RESET: '1' },
    shifted: start,
  }
}
