import { useLingui } from '@lingui/react/macro'
import { routePath } from '@tessera/shared/routing/routes'
import type { User } from '@tessera/shared/schemas/user'
import { LinkButton } from '@tessera/shared/ui/button'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { PAGE_SIZES_USERS } from '@tessera/shared/ui/page-size-select'
import { useListQuery } from '@tessera/shared/ui/use-list-query'
import { ListCard } from '../../../components/list-card'
import { useRecordDeletion } from '../../../components/use-record-deletion'
import { useDeleteUser } from '../api/delete-user'
import { useUsers } from '../api/get-users'
import { UsersTable } from './users-table'

/** Console: List Users (spec "accounts" §2, §9: search by name, sortable, 10 per page by default). */
export default function UsersListScreen() {
  const { t } = useLingui()
  const query = useListQuery({
    sort: { field: 'id', direction: 'asc' },
    size: 10,
    include: ['roles'],
  })
  const users = useUsers(query.queryString)
  const remove = useDeleteUser()
  const deletion = useRecordDeletion<User>({
    remove: (user) => remove.mutateAsync(user.id),
    title: t`Delete user`,
    question: (user) => {
      const name = user.name
      return t`${name} will be deleted. This cannot be undone.`
    },
    success: t`User deleted successfully`,
    messages: {
      protected_record: t`You are not allowed to change data of default users.`,
      has_associated_items: t`This user still has associated items.`,
    },
  })

  return (
    <>
      <PageHeader
        title={t`Users`}
        actions={
          <LinkButton variant="primary" to={routePath('userAdd')}>
            {t`Add user`}
          </LinkButton>
        }
      />
      <ListCard
        query={query}
        sizes={PAGE_SIZES_USERS}
        page={users.data?.page}
        searchLabel={t`Search by name`}
        error={users.error}
        onRetry={() => void users.refetch()}
      >
        <UsersTable
          users={users.data?.items ?? []}
          query={query}
          loading={users.isFetching}
          onDelete={deletion.ask}
        />
      </ListCard>
      {deletion.dialog}
    </>
  )
}
