// The same end-of-file store cleanup as tooling/vitest-stores-teardown.mjs, for shared's own tests,
// which use the stores from src rather than from dist.
import { afterAll } from 'vitest'
import { cleanStores } from 'nanostores'
import { $locale } from './src/stores/locale.js'
import { $session } from './src/stores/session.js'

afterAll(() => cleanStores($locale, $session))
