import { useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { routePath } from '@tessera/shared/routing/routes'
import type { Tag } from '@tessera/shared/schemas/tag'
import { $session } from '@tessera/shared/stores/session'
import { Badge } from '@tessera/shared/ui/badge'
import { LinkButton } from '@tessera/shared/ui/button'
import { DataTable, type Column } from '@tessera/shared/ui/data-table'
import { EmptyState } from '@tessera/shared/ui/empty-state'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { PAGE_SIZES } from '@tessera/shared/ui/page-size-select'
import { useListQuery } from '@tessera/shared/ui/use-list-query'
import { ListCard } from '../../../components/list-card'
import { useRecordDeletion } from '../../../components/use-record-deletion'
import { formatDate } from '../../../lib/format'
import { useDeleteTag } from '../api/delete-tag'
import { useTags } from '../api/get-tags'
import { RecordActions } from '../../../components/record-actions'

/**
 * My Tags List (spec "accounts" §2, §7, §9): the signed-in user's tags, searched by name, sortable,
 * 5 per page by default; edit and delete per row.
 */
export default function TagsListScreen() {
  const { t, i18n } = useLingui()
  const user = useStore($session)?.user
  const query = useListQuery({ sort: { field: 'created_at', direction: 'desc' }, size: 5 })
  const tags = useTags(`filter[user_id]=${encodeURIComponent(user?.id ?? '')}&${query.queryString}`)
  const remove = useDeleteTag()
  const deletion = useRecordDeletion<Tag>({
    remove: (tag) => remove.mutateAsync(tag.id),
    title: t`Delete tag`,
    question: (tag) => {
      const name = tag.name
      return t`The tag ${name} will be deleted. This cannot be undone.`
    },
    success: t`Tag deleted successfully`,
    messages: { has_associated_items: t`This Tag still has associated Items.` },
  })

  const columns: Column<Tag>[] = [
    { id: 'name', header: t`Name`, sortField: 'name', rowHeader: true, cell: (tag) => tag.name },
    {
      id: 'color',
      header: t`Colour`,
      sortField: 'color',
      cell: (tag) => <Badge color={tag.color}>{tag.color}</Badge>,
    },
    {
      id: 'created',
      header: t`Created`,
      sortField: 'created_at',
      cell: (tag) => formatDate(tag.created_at, i18n.locale, user?.timezone),
    },
  ]
  return (
    <>
      <PageHeader
        title={t`My Tags List`}
        actions={<LinkButton variant="primary" to={routePath('tagAdd')}>{t`New Tag`}</LinkButton>}
      />
      <ListCard
        query={query}
        sizes={PAGE_SIZES}
        page={tags.data?.page}
        searchLabel={t`Search by name`}
        error={tags.error}
        onRetry={() => void tags.refetch()}
      >
        <DataTable
          caption={t`My tags`}
          hideCaption
          columns={columns}
          rows={tags.data?.items ?? []}
          rowKey={(tag) => tag.id}
          sort={query.sort}
          onSort={query.toggleSort}
          loading={tags.isFetching}
          empty={
            <EmptyState
              title={query.search ? t`No tags match your search.` : t`You have no tags yet.`}
            />
          }
          actions={(tag) => (
            <RecordActions
              name={tag.name}
              editTo={routePath('tagEdit', { id: tag.id })}
              onDelete={() => deletion.ask(tag)}
            />
          )}
        />
      </ListCard>
      {deletion.dialog}
    </>
  )
}
