import { useStore } from '@nanostores/react'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { $role } from '@tessera/shared/stores/session'

/**
 * The role whose plan limits and service fee apply to a record: its organizer's when known (an
 * event's `organizer_role`), so a super user editing an organizer's event sees what the API will
 * apply, else the signed-in user's.
 */
export function usePlanRole(organizerRole?: RoleName | null): RoleName {
  const ownRole = useStore($role)
  return organizerRole ?? ownRole
}
