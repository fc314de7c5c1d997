import { useSaveRecord } from '@tessera/shared/api/record-cache'
import { createRecord, updateRecord } from '@tessera/shared/api/resource'
import { tag, type TagInput } from '@tessera/shared/schemas/tag'

/** Adds a tag (no `id`) or changes one: the tag as the API saved it. */
export const saveTag = ({ id, attributes }: { id?: string; attributes: TagInput }) =>
  id ? updateRecord('tags', tag, id, { attributes }) : createRecord('tags', tag, { attributes })

export const useSaveTag = () => useSaveRecord('tags', saveTag)
