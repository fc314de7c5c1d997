// A Vite plugin that writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of a
// production build, so the API serves them compressed without compressing on each request.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/
const MIN_BYTES = 1024

export function precompress() {
  return {
    name: 'tessera:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? ''
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const path = join(dir, name)
            const source = await readFile(path)
            if (source.length < MIN_BYTES) return
            const [br, gzipped] = await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gz(source, { level: 9 }),
            ])
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)])
          }),
      )
    },
  }
}
