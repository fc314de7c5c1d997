import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Spinner } from '@tessera/shared/ui/spinner'

export function PageLoading() {
  return (
    <div className="ts-empty">
      <Spinner size="lg" />
    </div>
  )
}

/** Whether a failed read was a 404 (an unknown or no longer valid link), not an outage. */
export function isNotFound(error: unknown): boolean {
  return (error as { status?: number } | null)?.status === 404
}

/** A page that cannot show what its link names: why, and what to do. */
export function PageProblem({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="ts-status-page" role="alert">
      <h1>{title}</h1>
      <p>{children}</p>
    </section>
  )
}

/** The read failed for another reason than the link (network, server). */
export function PageUnavailable() {
  return (
    <PageProblem title={<Trans>Something went wrong!</Trans>}>
      <Trans>Reload the page in a moment.</Trans>
    </PageProblem>
  )
}
