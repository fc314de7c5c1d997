import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type User from '#models/user'
import { preparedUploads, storeAndRecord } from '#services/uploads/upload_pipeline'
import { profileOwner } from '#services/uploads/upload_targets'
import { removeUnreferencedFiles } from '#services/uploads/stored_files'

/**
 * A profile picture (spec "accounts" §2 Details: picture upload): one jpg or png up to 5 MB, stored
 * at a height of at most 1800, for oneself (staff: for anyone). Replaces the previous picture.
 */
export default class UploadProfileImage {
  static async handle(actor: User, userId: number, files: MultipartFile[]): Promise<string> {
    await profileOwner(actor, userId)
    const prepared = await preparedUploads(files, 'image', true)
    let previous: string | null = null
    const path = await storeAndRecord(`users/${userId}/profile`, prepared, async (trx, [key]) => {
      const user = await profileOwner(actor, userId, trx)
      previous = user.profileImage
      user.profileImage = key
      await user.save()
      return key
    })
    await removeUnreferencedFiles([previous])
    return path
  }
}
