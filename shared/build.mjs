// Builds @tessera/shared into dist/: Lingui catalogs compiled, sources transformed by Babel (with the
// Lingui macro, so the API and every app get the same message ids), CSS copied, declarations by tsc.
import { execFileSync } from 'node:child_process'
import { copyFile, mkdir, readdir, stat, writeFile } from 'node:fs/promises'
import { watch } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { transformFileAsync } from '@babel/core'

const root = dirname(fileURLToPath(import.meta.url))
const src = join(root, 'src')
const dist = join(root, 'dist')
const bin = (name) => join(root, '..', 'node_modules', '.bin', name)
const isSource = (file) =>
  /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.endsWith('.d.ts')

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else yield path
  }
}

async function buildFile(file) {
  const out = join(dist, relative(src, file)).replace(/\.tsx?$/, '.js')
  await mkdir(dirname(out), { recursive: true })
  if (file.endsWith('.css')) return copyFile(file, join(dist, relative(src, file)))
  if (!isSource(file)) return
  const result = await transformFileAsync(file, {
    babelrc: false,
    configFile: false,
    presets: [
      ['@babel/preset-typescript', { onlyRemoveTypeImports: true }],
      ['@babel/preset-react', { runtime: 'automatic' }],
    ],
    plugins: ['@lingui/babel-plugin-lingui-macro'],
    sourceMaps: false,
  })
  await writeFile(out, result.code + '\n')
}

function compileCatalogs() {
  // One thread: the catalogs are small, and a loaded machine timed the worker threads out (10 s)
  execFileSync(bin('lingui'), ['compile', '--typescript', '--namespace', 'es', '--workers', '1'], {
    cwd: join(root, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LINGUI_CONFIG: join(root, '..', 'lingui.config.ts') },
  })
}

async function buildAll() {
  compileCatalogs()
  const files = []
  for await (const file of walk(src)) files.push(buildFile(file))
  await Promise.all(files)
  execFileSync(bin('tsc'), ['-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' })
}

await buildAll()
if (process.argv.includes('--watch')) {
  console.log('[shared] watching src/')
  let timer
  watch(src, { recursive: true }, (_event, name) => {
    if (!name || name.endsWith('messages.ts')) return
    clearTimeout(timer)
    timer = setTimeout(async () => {
      try {
        const file = join(src, name)
        if (name.endsWith('.po')) compileCatalogs()
        else if ((await stat(file).catch(() => null))?.isFile()) await buildFile(file)
        execFileSync(bin('tsc'), ['-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' })
        console.log(`[shared] rebuilt ${name}`)
      } catch (error) {
        console.error(`[shared] ${error.message}`)
      }
    }, 100)
  })
}
