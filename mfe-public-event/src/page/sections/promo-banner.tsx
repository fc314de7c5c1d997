import { useLingui } from '@lingui/react/macro'
import { routePath } from '@tessera/shared/routing/routes'
import type { SectionProps } from '../page-props'

/** The banner of free-plan organizers' pages on the base layout (spec "events" §2). */
export function PromoBanner({ event }: SectionProps) {
  const { t } = useLingui()
  if (event.organizer.plan !== 'free') return null
  return (
    <aside className="pe-promo" aria-label={t`About Tessera`}>
      <p>
        {t`This page is made with Tessera.`}{' '}
        <a href={routePath('register')}>{t`Create your own event page for free`}</a>
      </p>
    </aside>
  )
}
