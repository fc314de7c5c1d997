import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { PreparedFile } from '#services/uploads/prepare_file'

/** Every stored key (and so every path Tessera writes) starts here; other paths are not ours to delete. */
export const UPLOADS_PREFIX = 'uploads/'

/**
 * Every column that holds a stored path. Duplicated events share files, so a file is deleted only
 * when no row names it any more; a new column holding uploads is added here.
 */
const REFERENCES = [
  { table: 'events', column: 'hero_image' },
  { table: 'assets', column: 'path' },
  { table: 'event_tickets', column: 'floor_plan_image' },
  { table: 'users', column: 'profile_image' },
] as const

/** Writes a prepared file under `folder` with a fresh name; returns its key (= its path). */
export async function storeFile(folder: string, file: PreparedFile): Promise<string> {
  const key = `${UPLOADS_PREFIX}${folder}/${randomUUID()}.${file.extension}`
  const options = { contentType: file.mime }
  if (Buffer.isBuffer(file.contents)) await drive.use().put(key, file.contents, options)
  else await drive.use().putStream(key, file.contents(), options)
  return key
}

/** Stores every file, or none: a failure removes those already written. */
export async function storeFiles(folder: string, files: PreparedFile[]): Promise<string[]> {
  const keys: string[] = []
  try {
    for (const file of files) keys.push(await storeFile(folder, file))
    return keys
  } catch (error) {
    await removeFiles(keys)
    throw error
  }
}

/** Removes stored files; a file that cannot be removed is logged, never an error for the caller. */
export async function removeFiles(keys: string[]): Promise<void> {
  for (const key of keys) {
    await drive
      .use()
      .delete(key)
      .catch((error) => logger.warn({ err: error, key }, 'could not remove a stored file'))
  }
}

/** Which of `paths` no row references any more (only our own stored paths are candidates). */
async function unreferenced(paths: string[]): Promise<string[]> {
  const candidates = [...new Set(paths.filter((path) => path.startsWith(UPLOADS_PREFIX)))]
  const result: string[] = []
  for (const path of candidates) {
    let used = false
    for (const { table, column } of REFERENCES) {
      if (await db.from(table).where(column, path).select(column).first()) used = true
      if (used) break
    }
    if (!used) result.push(path)
  }
  return result
}

/** After a commit: removes the files of `paths` that nothing references any more. */
export async function removeUnreferencedFiles(paths: (string | null | undefined)[]): Promise<void> {
  await removeFiles(await unreferenced(paths.filter((path): path is string => Boolean(path))))
}
