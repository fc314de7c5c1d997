import { useLingui } from '@lingui/react/macro'
import { routePath } from '../routing/routes.js'
import { Badge } from './badge.js'
import { LinkButton } from './button.js'
import type { EventCardData } from './event-card-data.js'
import { EventRelativeTime } from './event-relative-time.js'
import { EventWhen } from './event-when.js'
import { Modal } from './modal.js'
import { useEventTypeLabel } from './use-event-type-label.js'

export type EventDetailModalProps = {
  /** The event shown; null keeps the modal closed. */
  event: EventCardData | null
  /**
   * `own` (management: collection, calendar): category, tags and an Edit button to the event's
   * editor. `public` (a visitor: public collection, calendar): Visit event (its public page) and,
   * when the event has one, its Virtual link (a new tab).
   */
  mode: 'own' | 'public'
  onClose: () => void
  /** The relative time's reference (default: the clock when rendered). */
  now?: Date
}

/**
 * The event detail modal (spec "events" §2 "Collection view", "Calendar view"): hero image, name,
 * summary, when with a relative time, the type and place. Focus moves into it on open, is trapped,
 * and goes back to the card or calendar entry that opened it (the shared `Modal`).
 */
export function EventDetailModal({ event, mode, onClose, now }: EventDetailModalProps) {
  const { t } = useLingui()
  const typeLabel = useEventTypeLabel()
  const name = event?.name ?? ''
  return (
    <Modal
      open={event !== null}
      onClose={onClose}
      title={name}
      size="md"
      footer={event ? <DetailActions event={event} mode={mode} /> : null}
    >
      {event ? (
        <div className="ts-event-detail">
          {event.hero_image ? (
            <img
              className="ts-event-detail__hero"
              src={event.hero_image}
              alt=""
              width={640}
              height={400}
            />
          ) : null}
          <dl className="ts-event-detail__facts">
            <dt>{t`When`}</dt>
            <dd>
              <EventWhen
                start={new Date(event.start_at)}
                end={new Date(event.end_at)}
                timeZone={event.timezone}
              />{' '}
              (<EventRelativeTime instant={new Date(event.start_at)} now={now ?? new Date()} />)
            </dd>
            <dt>{t`Where`}</dt>
            <dd>{event.venue ?? typeLabel(event.event_type)}</dd>
            {event.organizer ? (
              <>
                <dt>{t`Organizer`}</dt>
                <dd>{event.organizer}</dd>
              </>
            ) : null}
            {mode === 'own' ? (
              <>
                <dt>{t`Category`}</dt>
                <dd>{event.category ?? t`No category`}</dd>
                <dt>{t`Tags`}</dt>
                <dd className="ts-event-detail__tags">
                  {event.tags?.length
                    ? event.tags.map((tag) => (
                        <Badge key={tag.id} color={tag.color ?? undefined}>
                          {tag.name}
                        </Badge>
                      ))
                    : t`None`}
                </dd>
              </>
            ) : null}
          </dl>
          {event.description ? (
            <p className="ts-event-detail__description">{event.description}</p>
          ) : null}
        </div>
      ) : null}
    </Modal>
  )
}

function DetailActions({ event, mode }: { event: EventCardData; mode: 'own' | 'public' }) {
  const { t } = useLingui()
  const name = event.name
  if (mode === 'own') {
    return (
      <LinkButton
        variant="primary"
        to={routePath('eventEdit', { id: event.id })}
        aria-label={t`Edit ${name}`}
      >
        {t({ message: 'Edit', comment: 'button' })}
      </LinkButton>
    )
  }
  return (
    <>
      {event.virtual_link ? (
        <a
          className="ts-btn ts-btn--secondary ts-btn--md"
          href={event.virtual_link}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t({ message: 'Virtual link', comment: 'button' })}
        </a>
      ) : null}
      <a
        className="ts-btn ts-btn--primary ts-btn--md"
        href={routePath('publicEvent', { code: event.hash_code })}
      >
        {t({ message: 'Visit event', comment: 'button' })}
      </a>
    </>
  )
}
