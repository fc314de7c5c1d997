import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@tessera/shared/api/client'
import { Alert } from '@tessera/shared/ui/alert'
import { Button } from '@tessera/shared/ui/button'
import { NotFoundPage } from '@tessera/shared/ui/not-found-page'
import { Spinner } from '@tessera/shared/ui/spinner'

/** What `Loaded` needs of a query: a `useQuery` result fits. */
export type LoadState<T> = { data: T | undefined; error: unknown; refetch: () => unknown }

/** A screen's record once loaded: a spinner before, the not-found page for a 404, else a retry. */
export function Loaded<T>({
  state,
  children,
}: {
  state: LoadState<T>
  children: (data: T) => ReactNode
}) {
  const { t } = useLingui()
  if (state.error instanceof ApiError && state.error.status === 404) return <NotFoundPage />
  if (state.error) {
    return (
      <Alert tone="danger" title={t`Oops, something went wrong!`}>
        <p>{t`This page could not be loaded.`}</p>
        <Button variant="secondary" onClick={() => state.refetch()}>
          {t`Try again`}
        </Button>
      </Alert>
    )
  }
  if (state.data === undefined) {
    return (
      <div className="ts-empty">
        <Spinner size="lg" />
      </div>
    )
  }
  return <>{children(state.data)}</>
}
