import { useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { canUse } from '@tessera/shared/domain/access/plans'
import { routePath } from '@tessera/shared/routing/routes'
import { $role, $session } from '@tessera/shared/stores/session'
import { Avatar } from '@tessera/shared/ui/avatar'
import { MenuButton, type MenuItem } from '@tessera/shared/ui/menu-button'
import { logOut } from '../session/logout'
import { Icon } from './icons'

/** The avatar and its menu in the top bar (spec "accounts" §2). */
export function UserMenu() {
  const { t } = useLingui()
  const user = useStore($session)?.user
  const role = useStore($role)
  const name = user?.name ?? ''

  const items: MenuItem[] = [
    {
      key: 'dashboard',
      label: t`Dashboard`,
      to: routePath('dashboard'),
      icon: <Icon name="dashboard" />,
    },
    {
      key: 'profile',
      label: t`My profile`,
      to: routePath('profile'),
      icon: <Icon name="profile" />,
    },
    {
      key: 'tickets',
      label: t`My tickets`,
      to: routePath('attendeeTickets'),
      icon: <Icon name="ticket" />,
    },
    ...(canUse(role, 'scan_tickets')
      ? [
          {
            key: 'scan',
            label: t`Scan tickets`,
            to: routePath('scanEvent'),
            icon: <Icon name="scan" />,
          },
        ]
      : []),
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
