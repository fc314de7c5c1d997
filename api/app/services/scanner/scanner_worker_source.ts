import { createHash } from 'node:crypto'
import { readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { repositoryRoot } from '#services/frontend_files'
import { scannerWorker } from './scanner_worker.js'

/** The page the worker answers navigations with offline: the shell's index, as any client route. */
const PAGE = '/manage/event-scan'

/** Every built file under `dir`, as the URL it is served at (no source maps, no compressed copies). */
function builtFiles(dir: string, prefix: string): { url: string; stamp: string }[] {
  const files: { url: string; stamp: string }[] = []
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (!/\.(map|br|gz)$/.test(entry.name) && entry.name !== 'index.html') {
        const stats = statSync(path)
        const url = prefix + relative(dir, path).split(sep).join('/')
        files.push({ url, stamp: `${url}:${stats.size}:${stats.mtimeMs}` })
      }
    }
  }
  walk(dir)
  return files
}

/**
 * The worker's source for the current build: the shell's and the scanner's files to precache and
 * a version that changes whenever one of them (or the shell's page) does.
 */
export function scannerWorkerSource(root = repositoryRoot()): string {
  const files = [
    ...builtFiles(join(root, 'shell', 'dist'), '/'),
    ...builtFiles(join(root, 'mfe-scanner', 'dist'), '/mfe/scanner/'),
  ]
  const index = statSync(join(root, 'shell', 'dist', 'index.html'))
  const version = createHash('sha256')
    .update(files.map((file) => file.stamp).join('\n'))
    .update(`${index.size}:${index.mtimeMs}`)
    .digest('hex')
    .slice(0, 16)
  const precache = ['/mfe-manifest.json', ...files.map((file) => file.url)]
  const args = [JSON.stringify(version), JSON.stringify(precache), JSON.stringify(PAGE)]
  return `(${scannerWorker.toString()})(self, ${args.join(', ')})\n`
}
