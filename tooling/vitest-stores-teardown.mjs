// Vitest setup for the front ends that use the built `@tessera/shared` stores.
//
// A nanostores store unmounts 1 s after its last listener leaves (STORE_UNMOUNT_DELAY). The
// persistent stores then remove their `storage`/`pageshow` listeners from `window`. When a test
// file ends inside that second, the timer fires after happy-dom has torn `window` down, and
// vitest reports "window is not defined" as an unhandled error against whichever file ran last.
// Cleaning the stores when the file ends runs the unmount while `window` still exists and
// leaves the pending timer nothing to do.
import { afterAll } from 'vitest'
import { cleanStores } from 'nanostores'
import { $locale } from '@tessera/shared/stores/locale'
import { $session } from '@tessera/shared/stores/session'

afterAll(() => cleanStores($locale, $session))
