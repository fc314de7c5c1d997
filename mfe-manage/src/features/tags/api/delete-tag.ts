import { useDeleteRecord } from '@tessera/shared/api/record-cache'

/** Deletes a tag by id; its lists are refreshed. */
export const useDeleteTag = () => useDeleteRecord('tags')
