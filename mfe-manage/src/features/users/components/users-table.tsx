import { useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { routePath } from '@tessera/shared/routing/routes'
import type { User } from '@tessera/shared/schemas/user'
import { $session } from '@tessera/shared/stores/session'
import { Avatar } from '@tessera/shared/ui/avatar'
import { Badge } from '@tessera/shared/ui/badge'
import { DataTable, type Column } from '@tessera/shared/ui/data-table'
import { EmptyState } from '@tessera/shared/ui/empty-state'
import type { ListQuery } from '@tessera/shared/ui/use-list-query'
import { formatDate } from '../../../lib/format'
import { RecordActions } from '../../../components/record-actions'

type UsersTableProps = {
  users: User[]
  query: ListQuery
  loading: boolean
  onDelete: (user: User) => void
}

/** The users list (spec "accounts" §2): avatar, id, name, email, role, updated, created, edit, delete. */
export function UsersTable({ users, query, loading, onDelete }: UsersTableProps) {
  const { t, i18n } = useLingui()
  const timeZone = useStore($session)?.user?.timezone
  const date = (iso: string) => formatDate(iso, i18n.locale, timeZone)
  const columns: Column<User>[] = [
    {
      id: 'avatar',
      header: t`Picture`,
      hideHeader: true,
      cell: (user) => <Avatar name={user.name} src={user.profile_image} size={32} />,
    },
    { id: 'id', header: t`Id`, sortField: 'id', cell: (user) => user.id },
    { id: 'name', header: t`Name`, sortField: 'name', rowHeader: true, cell: (user) => user.name },
    { id: 'email', header: t`Email`, sortField: 'email', cell: (user) => user.email },
    {
      id: 'role',
      header: t`Role`,
      sortField: 'role',
      cell: (user) =>
        user.roles[0]?.name ? <Badge tone="primary">{user.roles[0].name}</Badge> : null,
    },
    {
      id: 'updated',
      header: t`Updated`,
      sortField: 'updated_at',
      cell: (user) => date(user.updated_at),
    },
    {
      id: 'created',
      header: t`Created`,
      sortField: 'created_at',
      cell: (user) => date(user.created_at),
    },
  ]
  return (
    <DataTable
      caption={t`Users`}
      hideCaption
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      sort={query.sort}
      onSort={query.toggleSort}
      loading={loading}
      empty={
        <EmptyState
          title={query.search ? t`No users match your search.` : t`There are no users yet.`}
        />
      }
      actions={(user) => (
        <RecordActions
          name={user.name}
          editTo={routePath('userEdit', { id: user.id })}
          onDelete={() => onDelete(user)}
        />
      )}
    />
  )
}
