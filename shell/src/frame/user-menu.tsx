import { useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { canUse } from '@tessera/shared/domain/access/plans'
import { offers, routePath, type RouteName } from '@tessera/shared/routing/routes'
import { $role, $session } from '@tessera/shared/stores/session'
import { Avatar } from '@tessera/shared/ui/avatar'
import { MenuButton, type MenuItem } from '@tessera/shared/ui/menu-button'
import { logOut } from '../session/logout'
import { Icon, type IconName } from './icons'

/**
 * The avatar and its menu in the top bar (spec "accounts" §2). A link appears once a screen serves
 * its route (My tickets, Scan tickets); Scan tickets never for free users.
 */
export function UserMenu() {
  const { t } = useLingui()
  const user = useStore($session)?.user
  const role = useStore($role)
  const name = user?.name ?? ''

  const links: (readonly [key: string, route: RouteName, label: string, icon: IconName])[] = [
    ['dashboard', 'dashboard', t`Dashboard`, 'dashboard'],
    ['profile', 'profile', t`My profile`, 'profile'],
    ['tickets', 'attendeeTickets', t`My tickets`, 'ticket'],
    ...(canUse(role, 'scan_tickets')
      ? [['scan', 'scanEvent', t`Scan tickets`, 'scan'] as const]
      : []),
  ]
  const items: MenuItem[] = [
    ...links
      .filter(([, route]) => offers(route, role))
      .map(([key, route, label, icon]) => ({
        key,
        label,
        to: routePath(route),
        icon: <Icon name={icon} />,
      })),
    {
      key: 'logout',
      label: t`Log out`,
      icon: <Icon name="logout" />,
      onSelect: () => void logOut(t`Oops something went wrong while you log out`),
    },
  ]

  return (
    <MenuButton
      label={t`Account menu`}
      items={items}
      header={
        user ? (
          <>
            <span className="ts-user-menu__name">{user.name}</span>
            <span className="ts-user-menu__email">{user.email}</span>
          </>
        ) : null
      }
    >
      <Avatar name={name || '?'} src={user?.profile_image} size={36} />
    </MenuButton>
  )
}
