import type { ResourceObject } from '@tessera/shared/jsonapi/document'
import type Role from '#models/role'

/** `roles` resource (spec "accounts" §3); attributes are an explicit allow-list. */
export function serializeRole(role: Role): ResourceObject {
  return {
    type: 'roles',
    id: String(role.id),
    attributes: {
      name: role.name,
      created_at: role.createdAt.toISO(),
      updated_at: role.updatedAt.toISO(),
    },
  }
}
