import { Trans } from '@lingui/react/macro'
import { routePath } from '../routing/routes.js'
import { LinkButton } from './button.js'

/** The not-found page (spec "accounts" §2): a way back to the dashboard. */
export function NotFoundPage() {
  return (
    <section className="ts-status-page" aria-labelledby="ts-not-found-title">
      <p className="ts-status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="ts-not-found-title">
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <LinkButton variant="primary" to={routePath('dashboard')}>
        <Trans>Back to the dashboard</Trans>
      </LinkButton>
    </section>
  )
}
