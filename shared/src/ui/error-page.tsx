import { Trans } from '@lingui/react/macro'
import { Button } from './button.js'

/** A script chunk that failed to load (a new deployment, or the network): reloading fixes it. */
export function isChunkLoadError(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: string; message?: string }
  return (
    name === 'ChunkLoadError' ||
    /dynamically imported module|Loading chunk|error loading remote/i.test(message ?? '')
  )
}

/** What an app shows when it crashes (single-spa-react's error boundary). */
export function ErrorPage({ error }: { error?: unknown }) {
  return (
    <section className="ts-status-page" role="alert">
      <h1>
        <Trans>Oops, something went wrong!</Trans>
      </h1>
      <p>
        {isChunkLoadError(error) ? (
          <Trans>
            A part of the application could not be loaded. Reloading the page usually fixes this.
          </Trans>
        ) : (
          <Trans>Please reload the page. If this keeps happening, contact us.</Trans>
        )}
      </p>
      <Button onClick={() => window.location.reload()}>
        <Trans>Reload the page</Trans>
      </Button>
    </section>
  )
}
