import { useLingui } from '@lingui/react/macro'
import { routePath } from '@tessera/shared/routing/routes'
import type { Venue } from '@tessera/shared/schemas/venue'
import { LinkButton } from '@tessera/shared/ui/button'
import { DataTable, type Column } from '@tessera/shared/ui/data-table'
import { EmptyState } from '@tessera/shared/ui/empty-state'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { PAGE_SIZES } from '@tessera/shared/ui/page-size-select'
import { useListQuery } from '@tessera/shared/ui/use-list-query'
import { ListCard } from '../../../components/list-card'
import { useRecordDeletion } from '../../../components/use-record-deletion'
import { useDeleteVenue } from '../api/delete-venue'
import { useVenues } from '../api/get-venues'
import { RecordActions } from '../../../components/record-actions'

/** Venues list (spec "accounts" §2, §7): search by name, sortable, 5/10/25/50 per page (10). */
export default function VenuesListScreen() {
  const { t } = useLingui()
  const query = useListQuery({ sort: { field: 'name', direction: 'asc' }, size: 10 })
  const venues = useVenues(query.queryString)
  const remove = useDeleteVenue()
  const deletion = useRecordDeletion<Venue>({
    remove: (venue) => remove.mutateAsync(venue.id),
    title: t`Delete venue`,
    question: (venue) => {
      const name = venue.name
      return t`The venue ${name} will be deleted. This cannot be undone.`
    },
    success: t`Venue deleted successfully`,
    messages: {
      has_associated_items: t`This venue is still the address of an event. Change those events first.`,
    },
  })

  const columns: Column<Venue>[] = [
    {
      id: 'name',
      header: t`Name`,
      sortField: 'name',
      rowHeader: true,
      cell: (venue) => venue.name,
    },
    {
      id: 'address',
      header: t`Address`,
      sortField: 'address_name',
      cell: (venue) => venue.address_name,
    },
    { id: 'city', header: t`City`, sortField: 'city', cell: (venue) => venue.city ?? '' },
    { id: 'country', header: t`Country`, cell: (venue) => venue.country ?? '' },
  ]
  return (
    <>
      <PageHeader
        title={t`Venues`}
        actions={
          <LinkButton variant="primary" to={routePath('venueAdd')}>{t`Add venue`}</LinkButton>
        }
      />
      <ListCard
        query={query}
        sizes={PAGE_SIZES}
        page={venues.data?.page}
        searchLabel={t`Search by name`}
        error={venues.error}
        onRetry={() => void venues.refetch()}
      >
        <DataTable
          caption={t`Venues`}
          hideCaption
          columns={columns}
          rows={venues.data?.items ?? []}
          rowKey={(venue) => venue.id}
          sort={query.sort}
          onSort={query.toggleSort}
          loading={venues.isFetching}
          empty={
            <EmptyState
              title={query.search ? t`No venues match your search.` : t`There are no venues yet.`}
            />
          }
          actions={(venue) => (
            <RecordActions
              name={venue.name}
              editTo={routePath('venueEdit', { id: venue.id })}
              onDelete={() => deletion.ask(venue)}
            />
          )}
        />
      </ListCard>
      {deletion.dialog}
    </>
  )
}
