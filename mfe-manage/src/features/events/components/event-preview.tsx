import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PUBLISHED_STATUSES } from '@tessera/shared/domain/events/constants'
import { useRecordTitle } from '@tessera/shared/routing/record-title'
import { routePath } from '@tessera/shared/routing/routes'
import type { Event } from '@tessera/shared/schemas/event'
import { Alert } from '@tessera/shared/ui/alert'
import { Badge } from '@tessera/shared/ui/badge'
import { Button, LinkButton } from '@tessera/shared/ui/button'
import { Card } from '@tessera/shared/ui/card'
import { PageHeader } from '@tessera/shared/ui/page-header'
import { CardGrid } from '../../../components/card-grid'
import { useStatusLabel } from '../../../lib/use-status-label'
import { embedSnippet, publicEventUrl, publicSide } from '../../../lib/public-link'
import { CopyLinkButton } from '../../../components/event-actions/copy-link-button'
import { EmbedDialog } from './embed-dialog'
import { EventTicketsList } from './event-tickets-list'
import { EventWhen } from './event-when'
import { EventWhere } from './event-where'

/** The preview of one event: hero, when, where, about (the server-sanitised description), tickets. */
export function EventPreview({ event }: { event: Event }) {
  const { t } = useLingui()
  const statusLabel = useStatusLabel()
  const [embedding, setEmbedding] = useState(false)
  const origin = window.location.origin
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
            {publicSide.page() ? <CopyLinkButton link={publicEventUrl(origin, event)} /> : null}
            {publicSide.widget ? (
              <Button variant="secondary" onClick={() => setEmbedding(true)}>
                {t`Embed`}
              </Button>
            ) : null}
          </>
        }
      />
      <Alert tone={published ? 'success' : 'warning'} title={t`Status: ${status}`}>
        {!published
          ? t`Only public events are visible to visitors. Make it public on the edit screen when it is ready.`
          : publicSide.page()
            ? t`Visitors can open this event's public page and book it.`
            : t`This event is public. Its public page and online booking are not available in this version of Tessera yet.`}
      </Alert>
      {event.hero_image ? (
        <img className="ts-event-hero" src={event.hero_image} alt={t`Hero image of ${name}`} />
      ) : null}
      <CardGrid min={280}>
        <Card title={t`When`} level={2}>
          <p>
            <EventWhen
              start={new Date(event.start_at)}
              end={new Date(event.end_at)}
              timeZone={event.timezone}
            />
          </p>
          <p className="ts-field__hint">{event.timezone.replaceAll('_', ' ')}</p>
        </Card>
        <Card title={t`Where`} level={2}>
          <EventWhere event={event} />
        </Card>
      </CardGrid>
      <Card title={t`About this event`}>
        {event.description ? <p className="ts-event-summary">{event.description}</p> : null}
        {/* Rich text is sanitised by the API on write (allow-list), so it is shown as HTML. */}
        {event.additional_description ? (
          <div
            className="ts-rich-text"
            dangerouslySetInnerHTML={{ __html: event.additional_description }}
          />
        ) : null}
        {!event.description && !event.additional_description ? (
          <p className="ts-field__hint">{t`No description yet.`}</p>
        ) : null}
        {event.category?.name || event.tags?.length ? (
          <ul className="ts-tag-list" aria-label={t`Category and tags`}>
            {event.category?.name ? (
              <li>
                <Badge tone="primary">{event.category.name}</Badge>
              </li>
            ) : null}
            {(event.tags ?? []).map((tag) => (
              <li key={tag.id}>
                <Badge color={tag.color}>{tag.name}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
      <Card title={t`Tickets`}>
        <EventTicketsList tickets={event.tickets ?? []} currency={event.currency} />
      </Card>
      <EmbedDialog
        open={embedding}
        onClose={() => setEmbedding(false)}
        snippet={embedSnippet(origin, event)}
        published={published}
      />
    </>
  )
}
