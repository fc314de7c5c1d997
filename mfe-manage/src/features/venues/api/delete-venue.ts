import { useDeleteRecord } from '@tessera/shared/api/record-cache'

/** Deletes a venue by id; its lists are refreshed. */
export const useDeleteVenue = () => useDeleteRecord('venues')
