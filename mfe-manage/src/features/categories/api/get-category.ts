import { useQuery } from '@tanstack/react-query'
import { recordQueryOptions } from '@tessera/shared/api/record-cache'
import { getRecord } from '@tessera/shared/api/resource'
import { category } from '@tessera/shared/schemas/category'

export const getCategory = (id: string, signal?: AbortSignal) =>
  getRecord('categories', category, id, { signal })

export const getCategoryQueryOptions = (id: string | undefined) =>
  recordQueryOptions('categories', id, getCategory)

/** The category being edited; `null` when adding one. */
export const useCategory = (id: string | undefined) => useQuery(getCategoryQueryOptions(id))
