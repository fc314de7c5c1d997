import { useDeleteRecord } from '@tessera/shared/api/record-cache'

/** Deletes a category by id; its lists are refreshed. */
export const useDeleteCategory = () => useDeleteRecord('categories')
