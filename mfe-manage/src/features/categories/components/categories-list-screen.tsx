import { useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { routePath } from '@tessera/shared/routing/routes'
import type { Category } from '@tessera/shared/schemas/category'
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
import { useDeleteCategory } from '../api/delete-category'
import { useCategories } from '../api/get-categories'
import { RecordActions } from '../../../components/record-actions'

/** Console: categories list (spec "accounts" §2, §7, §9: search by name, sortable, 5 per page by default). */
export default function CategoriesListScreen() {
  const { t, i18n } = useLingui()
  const timeZone = useStore($session)?.user?.timezone
  const query = useListQuery({ sort: { field: 'name', direction: 'asc' }, size: 5 })
  const categories = useCategories(query.queryString)
  const remove = useDeleteCategory()
  const deletion = useRecordDeletion<Category>({
    remove: (category) => remove.mutateAsync(category.id),
    title: t`Delete category`,
    question: (category) => {
      const name = category.name
      return t`The category ${name} will be deleted. This cannot be undone.`
    },
    success: t`Category deleted successfully`,
    messages: {
      has_associated_items: t`This category still has associated items.`,
      protected_record: t`You are not allowed to change data of default categories.`,
    },
  })

  const columns: Column<Category>[] = [
    {
      id: 'name',
      header: t`Name`,
      sortField: 'name',
      rowHeader: true,
      cell: (category) => category.name,
    },
    {
      id: 'description',
      header: t`Description`,
      sortField: 'description',
      cell: (category) => category.description,
    },
    {
      id: 'created',
      header: t`Created`,
      sortField: 'created_at',
      cell: (category) => formatDate(category.created_at, i18n.locale, timeZone),
    },
  ]
  return (
    <>
      <PageHeader
        title={t`Categories`}
        actions={
          <LinkButton variant="primary" to={routePath('categoryAdd')}>{t`Add category`}</LinkButton>
        }
      />
      <ListCard
        query={query}
        sizes={PAGE_SIZES}
        page={categories.data?.page}
        searchLabel={t`Search by name`}
        error={categories.error}
        onRetry={() => void categories.refetch()}
      >
        <DataTable
          caption={t`Categories`}
          hideCaption
          columns={columns}
          rows={categories.data?.items ?? []}
          rowKey={(category) => category.id}
          sort={query.sort}
          onSort={query.toggleSort}
          loading={categories.isFetching}
          empty={
            <EmptyState
              title={
                query.search ? t`No categories match your search.` : t`There are no categories yet.`
              }
            />
          }
          actions={(category) => (
            <RecordActions
              name={category.name}
              editTo={routePath('categoryEdit', { id: category.id })}
              onDelete={() => deletion.ask(category)}
            />
          )}
        />
      </ListCard>
      {deletion.dialog}
    </>
  )
}
