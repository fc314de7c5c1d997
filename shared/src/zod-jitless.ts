/*
| zod compiles object parsers with `new Function` unless told not to, and probes for it when its
| first object schema is made: under the pages' Content-Security-Policy (no 'unsafe-eval') the
| probe alone is refused and reported as a violation. Each bundle with its own copy of zod (the
| shell, whose copy the remotes share; the public event page) imports this module first, before
| any schema exists (a side effect, listed in package.json's `sideEffects`).
|
| It sets zod's global configuration object, which every copy of zod 4 reads from
| `globalThis.__zod_globalConfig` (what zod's `config()` writes), without importing zod: the shell's
| first load does not carry zod (zod-jitless.test.ts checks zod still reads it there).
*/
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> }
shared.__zod_globalConfig ??= {}
shared.__zod_globalConfig.jitless = true
