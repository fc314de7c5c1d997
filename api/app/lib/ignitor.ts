import { Ignitor } from '@adonisjs/core'

/** The application's root: `api/` when run from its sources, `build/` once built. */
const APP_ROOT = new URL('../../', import.meta.url)

/** How AdonisJS imports the application's files: paths from its root, packages by name. */
function importer(filePath: string) {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

/**
 * The Ignitor of every entry point (the HTTP server, ace, the tests, the order writer's thread):
 * the application's root, its importer, and the environment validated as the application boots.
 */
export function tesseraIgnitor(): Ignitor {
  return new Ignitor(APP_ROOT, { importer }).tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
  })
}
