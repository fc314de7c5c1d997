import { useEffect } from 'react'
import { Spinner } from '@tessera/shared/ui/spinner'

/**
 * A route the API renders itself (`/event/{code}`, docs/DECISIONS.md "The public page is not
 * inside the shell"): when in-app navigation brings the shell here, the page is loaded from the
 * server instead, so a visitor always gets the server-rendered page without the shell.
 */
export function ServerRenderedRoute() {
  useEffect(() => {
    window.location.reload()
  }, [])
  return (
    <div className="ts-empty">
      <Spinner size="lg" />
    </div>
  )
}
