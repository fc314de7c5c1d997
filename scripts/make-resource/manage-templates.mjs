// mfe-manage's files of a new resource: the TanStack Query modules and the list and form screens
// with their tests, modelled on features/tags (docs/STYLE.md "Server data", "Forms").
export const getList = (n) => `import { useQuery } from '@tanstack/react-query'
import { pageQueryOptions } from '@tessera/shared/api/record-cache'
import { getPage } from '@tessera/shared/api/resource'
import { ${n.camel} } from '@tessera/shared/schemas/${n.kebab}'

/** One page of the signed-in user's ${n.labels} for a JSON:API query string. */
export const get${n.Pascals} = (queryString: string, signal?: AbortSignal) =>
  getPage('${n.type}', ${n.camel}, queryString, signal)

export const get${n.Pascals}QueryOptions = (queryString: string) =>
  pageQueryOptions('${n.type}', queryString, get${n.Pascals})

export const use${n.Pascals} = (queryString: string) => useQuery(get${n.Pascals}QueryOptions(queryString))
`

export const getOne = (n) => `import { useQuery } from '@tanstack/react-query'
import { recordQueryOptions } from '@tessera/shared/api/record-cache'
import { getRecord } from '@tessera/shared/api/resource'
import { ${n.camel} } from '@tessera/shared/schemas/${n.kebab}'

export const get${n.Pascal} = (id: string, signal?: AbortSignal) =>
  getRecord('${n.type}', ${n.camel}, id, { signal })

export const get${n.Pascal}QueryOptions = (id: string | undefined) =>
  recordQueryOptions('${n.type}', id, get${n.Pascal})

/** The ${n.label} being edited; \`null\` when adding one. */
export const use${n.Pascal} = (id: string | undefined) => useQuery(get${n.Pascal}QueryOptions(id))
`

export const save = (n) => `import { useSaveRecord } from '@tessera/shared/api/record-cache'
import { createRecord, updateRecord } from '@tessera/shared/api/resource'
import { ${n.camel}, type ${n.Pascal}Input } from '@tessera/shared/schemas/${n.kebab}'

/** Adds a ${n.label} (no \`id\`) or changes one: the record as the API saved it. */
export const save${n.Pascal} = ({ id, attributes }: { id?: string; attributes: ${n.Pascal}Input }) =>
  id
    ? updateRecord('${n.type}', ${n.camel}, id, { attributes })
    : createRecord('${n.type}', ${n.camel}, { attributes })

export const useSave${n.Pascal} = () => useSaveRecord('${n.type}', save${n.Pascal})
`

export const remove = (n) => `import { useDeleteRecord } from '@tessera/shared/api/record-cache'

/** Deletes a ${n.label} by id; its lists are refreshed. */
export const useDelete${n.Pascal} = () => useDeleteRecord('${n.type}')
`

export const listScreen = (n) => `import { useLingui } from '@lingui/react/macro'
import { useStore } from '@nanostores/react'
import { routePath } from '@tessera/shared/routing/routes'
import type { ${n.Pascal} } from '@tessera/shared/schemas/${n.kebab}'
import { $session } from '@tessera/shared/stores/session'
import { LinkButton } from '@tessera/shared/ui/button'
import { DataTable, type Column } from '@tessera/shared/ui/data-table'
import { EmptyState } from '@tessera/shared/ui/empty-state'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { PAGE_SIZES } from '@tessera/shared/ui/page-size-select'
import { useListQuery } from '@tessera/shared/ui/use-list-query'
import { ListCard } from '../../../components/list-card'
import { RecordActions } from '../../../components/record-actions'
import { useRecordDeletion } from '../../../components/use-record-deletion'
import { formatDate } from '../../../lib/format'
import { useDelete${n.Pascal} } from '../api/delete-${n.kebab}'
import { use${n.Pascals} } from '../api/get-${n.kebabs}'

/** The signed-in user's ${n.labels}: searched by name, sortable, paged; edit and delete per row. */
export default function ${n.Pascals}ListScreen() {
  const { t, i18n } = useLingui()
  const user = useStore($session)?.user
  const query = useListQuery({ sort: { field: 'created_at', direction: 'desc' }, size: 10 })
  const records = use${n.Pascals}(
    \`filter[user_id]=\${encodeURIComponent(user?.id ?? '')}&\${query.queryString}\`,
  )
  const remove = useDelete${n.Pascal}()
  const deletion = useRecordDeletion<${n.Pascal}>({
    remove: (record) => remove.mutateAsync(record.id),
    title: t\`Delete ${n.label}\`,
    question: (record) => {
      const name = record.name
      return t\`The ${n.label} \${name} will be deleted. This cannot be undone.\`
    },
    success: t\`${n.Label} deleted.\`,
    messages: {},
  })

  const columns: Column<${n.Pascal}>[] = [
    { id: 'name', header: t\`Name\`, sortField: 'name', rowHeader: true, cell: (row) => row.name },
    {
      id: 'created',
      header: t\`Created\`,
      sortField: 'created_at',
      cell: (row) => formatDate(row.created_at, i18n.locale, user?.timezone),
    },
  ]
  return (
    <>
      <PageHeader
        title={t\`${n.Labels}\`}
        actions={
          <LinkButton variant="primary" to={routePath('${n.add}')}>
            {t({ message: 'Add ${n.label}', comment: 'button' })}
          </LinkButton>
        }
      />
      <ListCard
        query={query}
        sizes={PAGE_SIZES}
        page={records.data?.page}
        searchLabel={t\`Search by name\`}
        error={records.error}
        onRetry={() => void records.refetch()}
      >
        <DataTable
          caption={t\`${n.Labels}\`}
          hideCaption
          columns={columns}
          rows={records.data?.items ?? []}
          rowKey={(row) => row.id}
          sort={query.sort}
          onSort={query.toggleSort}
          loading={records.isFetching}
          empty={
            <EmptyState
              title={query.search ? t\`No ${n.labels} match your search.\` : t\`You have no ${n.labels} yet.\`}
            />
          }
          actions={(row) => (
            <RecordActions
              name={row.name}
              editTo={routePath('${n.edit}', { id: row.id })}
              onDelete={() => deletion.ask(row)}
            />
          )}
        />
      </ListCard>
      {deletion.dialog}
    </>
  )
}
`

export const formScreen = (n) => `import { useForm } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import { navigate } from '@tessera/shared/routing/navigation'
import { routePath } from '@tessera/shared/routing/routes'
import { ${n.camel}Input, type ${n.Pascal} } from '@tessera/shared/schemas/${n.kebab}'
import { Card } from '@tessera/shared/ui/card'
import { TextField } from '@tessera/shared/ui/field'
import { PageHeader } from '@tessera/shared/ui/page-header'
import type { ScreenProps } from '@tessera/shared/ui/route-screens'
import { toast } from '@tessera/shared/ui/toast'
import { FormActions } from '../../../components/form-actions'
import { Loaded } from '../../../components/loaded'
import { reportFailure } from '../../../lib/failure'
import { use${n.Pascal} } from '../api/get-${n.kebab}'
import { useSave${n.Pascal} } from '../api/save-${n.kebab}'

/** Add and edit a ${n.label}: its name is required. */
export default function ${n.Pascal}FormScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const record = use${n.Pascal}(params.id)
  return (
    <>
      <PageHeader title={params.id ? t\`Edit ${n.label}\` : t\`Add ${n.label}\`} />
      <Loaded state={record}>{(current) => <${n.Pascal}Form record={current} />}</Loaded>
    </>
  )
}

function ${n.Pascal}Form({ record }: { record: ${n.Pascal} | null }) {
  const { t, i18n } = useLingui()
  const save = useSave${n.Pascal}()
  const { register, handleSubmit, setError, formState } = useForm({
    defaultValues: { name: record?.name ?? '' },
    resolver: schemaResolver(${n.camel}Input, i18n),
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (attributes) => {
    try {
      await save.mutateAsync({ id: record?.id, attributes })
      toast(record ? t\`${n.Label} saved.\` : t\`${n.Label} added.\`)
      navigate(routePath('${n.list}'))
    } catch (error) {
      reportFailure(error, { i18n, setError, fields: { name: 'name' } })
    }
  })

  return (
    <Card>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          label={t\`Name\`}
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormActions
          cancel={routePath('${n.list}')}
          submitLabel={
            record
              ? t({ message: 'Save ${n.label}', comment: 'button' })
              : t({ message: 'Add ${n.label}', comment: 'button' })
          }
          busy={isSubmitting}
        />
      </form>
    </Card>
  )
}
`
