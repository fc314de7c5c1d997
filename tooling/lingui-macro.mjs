// A Vite plugin that compiles Lingui macros with Babel before anything else sees the module.
// (@vitejs/plugin-react 6 no longer runs Babel, and @rolldown/plugin-babel needs Node 22.)
import { transformAsync } from '@babel/core'

export function linguiMacro() {
  return {
    name: 'tessera:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/')) return null
      if (!code.includes('@lingui/') || !code.includes('/macro')) return null
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      })
      return result?.code ? { code: result.code, map: result.map } : null
    },
  }
}
