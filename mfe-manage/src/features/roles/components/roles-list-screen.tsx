import { useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { routePath } from '@tessera/shared/routing/routes'
import type { Role } from '@tessera/shared/schemas/role'
import { $session } from '@tessera/shared/stores/session'
import { LinkButton } from '@tessera/shared/ui/button'
import { DataTable, type Column } from '@tessera/shared/ui/data-table'
import { EmptyState } from '@tessera/shared/ui/empty-state'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { PAGE_SIZES } from '@tessera/shared/ui/page-size-select'
import { useListQuery } from '@tessera/shared/ui/use-list-query'
import { ListCard } from '../../../components/list-card'
import { useRecordDeletion } from '../../../components/use-record-deletion'
import { formatDate } from '../../../lib/format'
import { useDeleteRole } from '../api/delete-role'
import { useRoles } from '../api/get-roles'
import { RecordActions } from '../../../components/record-actions'

/** Console: List Roles (spec "accounts" §2, §9: search by name, sortable, 5 per page by default). */
export default function RolesListScreen() {
  const { t, i18n } = useLingui()
  const timeZone = useStore($session)?.user?.timezone
  const query = useListQuery({ sort: { field: 'id', direction: 'asc' }, size: 5 })
  const roles = useRoles(query.queryString)
  const remove = useDeleteRole()
  const deletion = useRecordDeletion<Role>({
    remove: (role) => remove.mutateAsync(role.id),
    title: t`Delete role`,
    question: (role) => {
      const name = role.name
      return t`The role ${name} will be deleted. This cannot be undone.`
    },
    success: t`Role deleted successfully`,
    messages: {
      protected_record: t`You are not allowed to change data of default roles.`,
      has_associated_items: t`This role still has associated items.`,
    },
  })

  const columns: Column<Role>[] = [
    { id: 'id', header: t`Id`, sortField: 'id', cell: (role) => role.id },
    { id: 'name', header: t`Name`, sortField: 'name', rowHeader: true, cell: (role) => role.name },
    {
      id: 'created',
      header: t`Created`,
      sortField: 'created_at',
      cell: (role) => formatDate(role.created_at, i18n.locale, timeZone),
    },
  ]
  return (
    <>
      <PageHeader
        title={t`Roles`}
        actions={<LinkButton variant="primary" to={routePath('roleAdd')}>{t`Add role`}</LinkButton>}
      />
      <ListCard
        query={query}
        sizes={PAGE_SIZES}
        page={roles.data?.page}
        searchLabel={t`Search by name`}
        error={roles.error}
        onRetry={() => void roles.refetch()}
      >
        <DataTable
          caption={t`Roles`}
          hideCaption
          columns={columns}
          rows={roles.data?.items ?? []}
          rowKey={(role) => role.id}
          sort={query.sort}
          onSort={query.toggleSort}
          loading={roles.isFetching}
          empty={
            <EmptyState
              title={query.search ? t`No roles match your search.` : t`There are no roles yet.`}
            />
          }
          actions={(role) => (
            <RecordActions
              name={role.name}
              editTo={routePath('roleEdit', { id: role.id })}
              onDelete={() => deletion.ask(role)}
            />
          )}
        />
      </ListCard>
      {deletion.dialog}
    </>
  )
}
