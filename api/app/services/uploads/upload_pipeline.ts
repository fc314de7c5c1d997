import type { MultipartFile } from '@adonisjs/core/bodyparser'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { UploadKind } from '@tessera/shared/domain/uploads/rules'
import { inspectFile } from '#services/uploads/inspect_file'
import { prepareFile, type PreparedFile } from '#services/uploads/prepare_file'
import { removeFiles, storeFiles } from '#services/uploads/stored_files'

/**
 * Checks every received file against the rules of `kind`, then prepares them (images re-encoded).
 * Nothing is stored until every file has passed, so one bad file refuses the whole upload.
 */
export async function preparedUploads(
  files: MultipartFile[],
  kind: UploadKind,
  resizeImages: boolean,
): Promise<PreparedFile[]> {
  const inspected = []
  for (const file of files) inspected.push(await inspectFile(file, kind))
  const prepared = []
  for (const file of inspected) prepared.push(await prepareFile(file, { resizeImages }))
  return prepared
}

/**
 * Stores the files under `folder`, then records them in one transaction. When recording fails
 * (refused, or the database fails) the stored files are removed again: no orphan files, no rows.
 */
export async function storeAndRecord<T>(
  folder: string,
  files: PreparedFile[],
  record: (trx: TransactionClientContract, keys: string[]) => Promise<T>,
): Promise<T> {
  const keys = await storeFiles(folder, files)
  try {
    return await db.transaction((trx) => record(trx, keys))
  } catch (error) {
    await removeFiles(keys)
    throw error
  }
}
