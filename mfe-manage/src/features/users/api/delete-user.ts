import { useDeleteRecord } from '@tessera/shared/api/record-cache'

/** Deletes a user by id; the users lists are refreshed. */
export const useDeleteUser = () => useDeleteRecord('users')
