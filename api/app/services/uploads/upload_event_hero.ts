import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type User from '#models/user'
import { preparedUploads, storeAndRecord } from '#services/uploads/upload_pipeline'
import { ownedEvent } from '#services/uploads/upload_targets'
import { removeUnreferencedFiles } from '#services/uploads/stored_files'

/**
 * An event's hero image (spec "events" §2 Resources, §5 Uploads): one jpg or png up to 5 MB,
 * stored at a height of 1800. It replaces the previous one, whose file is removed unless another
 * record still uses it.
 */
export default class UploadEventHero {
  static async handle(actor: User, eventId: number, files: MultipartFile[]): Promise<string> {
    await ownedEvent(actor, eventId)
    const prepared = await preparedUploads(files, 'image', true)
    let previous: string | null = null
    const path = await storeAndRecord(`events/${eventId}/hero`, prepared, async (trx, [key]) => {
      const event = await ownedEvent(actor, eventId, trx)
      previous = event.heroImage
      event.heroImage = key
      await event.save()
      return key
    })
    await removeUnreferencedFiles([previous])
    return path
  }
}
