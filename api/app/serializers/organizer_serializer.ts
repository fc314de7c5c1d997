import type { ResourceObject } from '@tessera/shared/jsonapi/document'
import type User from '#models/user'
import { assetUrl } from '#services/uploads/asset_url'

/**
 * A user as an included organizer or owner: only what an event page may show (no e-mail; super
 * users get the organizer's e-mail as an event attribute instead).
 */
export function serializeOrganizer(user: User): ResourceObject {
  return {
    type: 'users',
    id: String(user.id),
    attributes: { name: user.name, profile_image: assetUrl(user.profileImage) },
  }
}
