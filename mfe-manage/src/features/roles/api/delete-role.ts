import { useDeleteRecord } from '@tessera/shared/api/record-cache'

/** Deletes a role by id; its lists are refreshed. */
export const useDeleteRole = () => useDeleteRecord('roles')
