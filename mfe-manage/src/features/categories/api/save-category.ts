import { useSaveRecord } from '@tessera/shared/api/record-cache'
import { createRecord, updateRecord } from '@tessera/shared/api/resource'
import { category, type CategoryInput } from '@tessera/shared/schemas/category'

/** Adds a category (no `id`) or changes one: the category as the API saved it. */
export const saveCategory = ({ id, attributes }: { id?: string; attributes: CategoryInput }) =>
  id
    ? updateRecord('categories', category, id, { attributes })
    : createRecord('categories', category, { attributes })

export const useSaveCategory = () => useSaveRecord('categories', saveCategory)
