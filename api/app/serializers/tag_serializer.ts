import {
  dataDocument,
  type DataDocument,
  type ResourceObject,
} from '@tessera/shared/jsonapi/document'
import type { Columns } from '#lib/plain_rows'
import type Tag from '#models/tag'
import { serializeOrganizer } from '#serializers/organizer_serializer'

/** `tags` (spec "accounts" §3); `user` is the owner. */
export function serializeTag(tag: Columns<Tag>): ResourceObject {
  return {
    type: 'tags',
    id: String(tag.id),
    attributes: {
      name: tag.name,
      color: tag.color,
      created_at: tag.createdAt.toISO(),
      updated_at: tag.updatedAt.toISO(),
    },
    relationships: { user: { data: { type: 'users', id: String(tag.userId) } } },
  }
}

/** A tag or a list of tags, with their owners when `include=user` (the owner must be preloaded). */
export function tagDocument(
  tags: Tag | Tag[],
  include: string[],
  meta?: Record<string, unknown>,
): DataDocument {
  const list = Array.isArray(tags) ? tags : [tags]
  const included = include.includes('user')
    ? list.filter((tag) => tag.user).map((tag) => serializeOrganizer(tag.user))
    : []
  return dataDocument(Array.isArray(tags) ? list.map(serializeTag) : serializeTag(tags), {
    included,
    meta,
  })
}
