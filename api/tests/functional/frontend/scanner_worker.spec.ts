import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import env from '#start/env'

/** A built-looking tree: the shell's page and chunk, the scanner's entry and chunk, with extras. */
async function builtTree() {
  const root = await mkdtemp(join(tmpdir(), 'tessera-scanner-worker-'))
  const shell = join(root, 'shell', 'dist')
  const scanner = join(root, 'mfe-scanner', 'dist')
  await mkdir(join(shell, 'assets'), { recursive: true })
  await mkdir(join(scanner, 'assets'), { recursive: true })
  await writeFile(join(root, 'shell', 'package.json'), '{}')
  await writeFile(join(shell, 'index.html'), '<!doctype html><title>Tessera</title>')
  await writeFile(join(shell, 'assets', 'main-Ab12Cd34.js'), 'export {}')
  await writeFile(join(shell, 'assets', 'main-Ab12Cd34.js.map'), '{}')
  await writeFile(join(shell, 'assets', 'main-Ab12Cd34.js.br'), 'x')
  await writeFile(join(scanner, 'remoteEntry.js'), 'export {}')
  await writeFile(join(scanner, 'assets', 'scan-Zz98Yy76.js'), 'export {}')
  return { root, scanner }
}

const versionOf = (body: string) => /\)\(self, "([0-9a-f]{16})"/.exec(body)?.[1]

test.group('The scanner service worker', (group) => {
  let root = ''
  let scanner = ''
  group.setup(async () => {
    ;({ root, scanner } = await builtTree())
    const previous = env.get('FRONTEND_ROOT')
    env.set('FRONTEND_ROOT', root)
    return async () => {
      env.set('FRONTEND_ROOT', previous ?? '')
      await rm(root, { recursive: true, force: true })
    }
  })

  test('is served at the root, revalidated, and precaches the shell and the scanner builds', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/scanner-sw.js')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /javascript/)
    assert.equal(response.header('cache-control'), 'no-cache')
    const body = response.text()
    assert.doesNotThrow(() => new Function(body))
    for (const url of [
      '/manage/event-scan',
      '/mfe-manifest.json',
      '/assets/main-Ab12Cd34.js',
      '/mfe/scanner/remoteEntry.js',
      '/mfe/scanner/assets/scan-Zz98Yy76.js',
    ])
      assert.include(body, JSON.stringify(url))
    assert.notInclude(body, '.map"')
    assert.notInclude(body, '.br"')
    assert.notInclude(body, '/index.html"')
    assert.match(versionOf(body) ?? '', /^[0-9a-f]{16}$/)
  })

  test('gets a new version when a deploy changes a file, so browsers replace the cache', async ({
    client,
    assert,
  }) => {
    const before = versionOf((await client.get('/scanner-sw.js')).text())
    await writeFile(join(scanner, 'remoteEntry.js'), 'export const deployed = 2')
    const after = versionOf((await client.get('/scanner-sw.js')).text())
    assert.notEqual(after, before)
  })
})
