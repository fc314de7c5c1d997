// CPU time a process has used, from /proc (Linux): a per-request cost that, unlike latency and
// throughput, barely changes when other work shares the machine.
import { readFile } from 'node:fs/promises'

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100

/** User plus system CPU time of `pid` so far, in ms; null when it cannot be read. */
export async function cpuMs(pid) {
  if (!pid) return null
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return null
  }
}
