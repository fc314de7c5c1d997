import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PUBLISHED_STATUSES } from '@tessera/shared/domain/events/constants'
import { useRecordTitle } from '@tessera/shared/routing/record-title'
import { routePath } from '@tessera/shared/routing/routes'
import type { Event } from '@tessera/shared/schemas/event'
import { Alert } from '@tessera/shared/ui/alert'
import { Button, LinkButton } from '@tessera/shared/ui/button'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { useStatusLabel } from '../../../lib/use-status-label'
import { embedSnippet, publicEventUrl } from '../../../lib/public-link'
import { useSiteUrl } from '../../../lib/site-url'
import { CopyLinkButton } from '../../../components/event-actions/copy-link-button'
import { EmbedDialog } from './embed-dialog'
import { PublicPagePreview } from './public-page-preview'

/**
 * The preview of one event: edit, public link and embed, a banner saying what visitors can see of
 * it, and its public page as they get it (spec "events" §2; issue 8 item 6).
 */
export function EventPreview({ event }: { event: Event }) {
  const { t } = useLingui()
  const statusLabel = useStatusLabel()
  const [embedding, setEmbedding] = useState(false)
  const origin = useSiteUrl()
  const published = PUBLISHED_STATUSES.includes(event.status)
  const status = statusLabel(event.status)
  const name = event.name
  useRecordTitle(name)
  return (
    <>
      <PageHeader
        title={name}
        actions={
          <>
            <LinkButton variant="primary" to={routePath('eventEdit', { id: event.id })}>
              {t`Edit`}
            </LinkButton>
            <CopyLinkButton link={origin && publicEventUrl(origin, event)} />
            <Button variant="secondary" onClick={() => setEmbedding(true)}>
              {t`Embed`}
            </Button>
          </>
        }
      />
      <Alert tone={published ? 'info' : 'warning'} title={t`Status: ${status}`}>
        <p>{t`Preview: below is this event's public page as visitors see it.`}</p>
        <p>
          {!published
            ? t`Only public events are visible to visitors: they cannot see this page yet. Make it public on the edit screen when it is ready.`
            : t`Visitors can open this page and book tickets on it, or in the booking widget on your own site (Embed).`}
        </p>
      </Alert>
      <PublicPagePreview id={event.id} />
      <EmbedDialog
        open={embedding}
        onClose={() => setEmbedding(false)}
        snippet={origin ? embedSnippet(origin, event) : ''}
        published={published}
      />
    </>
  )
}
