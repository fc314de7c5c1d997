import { createContext, useContext, type ReactNode } from 'react'
import type { RoleName } from '@tessera/shared/domain/access/roles'

const Context = createContext<RoleName>('guest')

/** The role whose plan limits the event form follows: its organizer's (the API applies those). */
export function EventPlanRoleProvider({ role, children }: { role: RoleName; children: ReactNode }) {
  return <Context.Provider value={role}>{children}</Context.Provider>
}

export function useEventPlanRole(): RoleName {
  return useContext(Context)
}
