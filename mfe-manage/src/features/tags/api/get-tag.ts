import { useQuery } from '@tanstack/react-query'
import { recordQueryOptions } from '@tessera/shared/api/record-cache'
import { getRecord } from '@tessera/shared/api/resource'
import { tag } from '@tessera/shared/schemas/tag'

export const getTag = (id: string, signal?: AbortSignal) => getRecord('tags', tag, id, { signal })

export const getTagQueryOptions = (id: string | undefined) => recordQueryOptions('tags', id, getTag)

/** The tag being edited; `null` when adding one. */
export const useTag = (id: string | undefined) => useQuery(getTagQueryOptions(id))
