import type { LifeCycles } from 'single-spa'
import { $locale } from '../stores/locale.js'

/**
 * Mounts a micro-frontend's single-spa lifecycles as the shell would, into `#tessera-main`, for its
 * tests: `setUp` before each test, `mountAt(path)`, `unmount()`, `tearDown` after each test.
 */
export function mfeHarness(lifecycles: LifeCycles, name: string) {
  const props = { name } as never
  let mounted = false
  const call = (phase: LifeCycles['mount']) =>
    Array.isArray(phase) ? Promise.all(phase.map((fn) => fn(props))) : phase(props)
  return {
    async setUp() {
      document.body.innerHTML = '<main id="tessera-main"></main>'
      await call(lifecycles.bootstrap!)
    },
    async mountAt(path: string) {
      window.history.replaceState(null, '', path)
      await call(lifecycles.mount)
      mounted = true
    },
    async unmount() {
      await call(lifecycles.unmount)
      mounted = false
    },
    async tearDown() {
      if (mounted) await call(lifecycles.unmount)
      mounted = false
      $locale.set('en')
    },
    main: () => document.getElementById('tessera-main')!,
  }
}
