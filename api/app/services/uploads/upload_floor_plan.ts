import type { MultipartFile } from '@adonisjs/core/bodyparser'
import ApiError from '#exceptions/api_error'
import type EventTicket from '#models/event_ticket'
import type User from '#models/user'
import { preparedUploads, storeAndRecord } from '#services/uploads/upload_pipeline'
import { ownedEventTicket } from '#services/uploads/upload_targets'
import { removeUnreferencedFiles } from '#services/uploads/stored_files'

function ensureReservation(offer: EventTicket): void {
  if (!offer.isReservation) throw new ApiError(409, { code: 'reservation_only' })
}

/**
 * The floor plan of a reservation ticket (spec "events" §4: reservation tickets show a floor plan
 * upload): one image (jpg, png; metadata removed, not resized) or pdf, up to 50 MB, replacing the
 * previous one. Other tickets are refused with 409 `reservation_only`.
 */
export default class UploadFloorPlan {
  static async handle(actor: User, eventTicketId: number, files: MultipartFile[]): Promise<string> {
    ensureReservation(await ownedEventTicket(actor, eventTicketId))
    const prepared = await preparedUploads(files, 'floor_plan', false)
    let previous: string | null = null
    const path = await storeAndRecord(
      `event-tickets/${eventTicketId}/floor-plan`,
      prepared,
      async (trx, [key]) => {
        const offer = await ownedEventTicket(actor, eventTicketId, trx)
        ensureReservation(offer)
        previous = offer.floorPlanImage
        offer.floorPlanImage = key
        await offer.save()
        return key
      },
    )
    await removeUnreferencedFiles([previous])
    return path
  }
}
