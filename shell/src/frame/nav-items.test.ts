import { describe, expect, it } from 'vitest'
import { ROLES } from '@tessera/shared/domain/access/roles'
import { ROUTES } from '@tessera/shared/routing/routes'
import { navFor } from './nav-items'

describe('navigation entries', () => {
  it.each(ROLES)('offers %s only routes a screen renders', (role) => {
    const routes = navFor(role).flatMap((group) => group.items.map((item) => item.route))
    expect(routes.filter((route) => !ROUTES[route].served)).toEqual([])
    expect(routes).toContain('eventsList')
  })
})
