import { useId, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { CUSTOM_DESCRIPTION_MAX_LENGTH } from '@tessera/shared/domain/events/constants'
import type { EventTicket } from '@tessera/shared/schemas/event-ticket'
import { Button } from '@tessera/shared/ui/button'
import { ConfirmDialog } from '@tessera/shared/ui/confirm-dialog'
import { Checkbox, TextArea, TextField } from '@tessera/shared/ui/field'
import { usePlanRole } from '../../../lib/plan-role'
import { useTicketCard } from '../hooks/use-ticket-card'
import type { CardEvent } from '../lib/ticket-values'
import { FloorPlanUpload } from './floor-plan-upload'
import { PriceFields } from './price-fields'
import { SaleStateBadge } from './sale-state-badge'
import { TicketOptions } from './ticket-options'

type EventTicketCardProps = {
  ticket: EventTicket
  event: CardEvent & { id: string; currency: string | null | undefined }
}

/** One ticket offered on the event with its settings; it saves and removes itself. */
export function EventTicketCard({ ticket, event }: EventTicketCardProps) {
  const { t } = useLingui()
  const titleId = useId()
  const role = usePlanRole(event.organizer_role)
  const card = useTicketCard(ticket, event)
  const [confirming, setConfirming] = useState(false)
  const { register, control, formState } = card.form
  const { errors } = formState
  const [reservation, start, description] = useWatch({
    control,
    name: ['is_reservation', 'start_sale_at', 'custom_description'],
  })
  const sold = ticket.sold_quantity > 0
  const { timezone } = event
  const length = description.length
  const name = ticket.name ?? ''
  return (
    <article className="ts-card ts-ticket-card" aria-labelledby={titleId}>
      <header className="ts-card__header">
        <h2 id={titleId} className="ts-card__title">
          {ticket.name ?? ticket.ticket?.name ?? t`Ticket`}
        </h2>
        <SaleStateBadge
          state={ticket.sale_state}
          sold={ticket.sold_quantity}
          total={ticket.total_quantity}
        />
      </header>
      <form
        className="ts-card__body ts-ticket-card__form"
        noValidate
        onSubmit={(submit) => void card.save(submit)}
      >
        {ticket.description ? <p className="ts-ticket-card__type">{ticket.description}</p> : null}
        <Checkbox
          switch
          label={t`Reservation ticket (guests reserve a place on a floor plan)`}
          error={errors.is_reservation?.message}
          {...register('is_reservation')}
        />
        {reservation ? (
          <FloorPlanUpload eventId={event.id} ticket={ticket} />
        ) : (
          <PriceFields form={card.form} role={role} currency={event.currency} />
        )}
        <TicketOptions form={card.form} event={event} />
        <div className="ts-ticket-card__grid">
          <TextField
            label={t`Sale starts`}
            type="datetime-local"
            required
            {...register('start_sale_at')}
          />
          <TextField
            label={t`Sale ends`}
            type="datetime-local"
            required
            min={start || undefined}
            error={errors.end_sale_at?.message}
            hint={t`In the event's time zone (${timezone}).`}
            {...register('end_sale_at')}
          />
        </div>
        <TextArea
          label={t`Custom description`}
          rows={3}
          error={errors.custom_description?.message}
          hint={t`${length} of ${CUSTOM_DESCRIPTION_MAX_LENGTH} characters`}
          {...register('custom_description')}
        />
        <footer className="ts-ticket-card__actions">
          <Button type="submit" loading={card.saving}>
            <Trans>Save ticket</Trans>
          </Button>
          <Button
            variant="danger"
            disabled={sold}
            onClick={() => setConfirming(true)}
            aria-describedby={sold ? `${titleId}-sold` : undefined}
          >
            <Trans>Remove</Trans>
          </Button>
          {sold ? (
            <p id={`${titleId}-sold`} className="ts-field__hint">
              <Trans>Tickets of this kind were sold: it cannot be removed.</Trans>
            </p>
          ) : null}
        </footer>
      </form>
      <ConfirmDialog
        open={confirming}
        danger
        busy={card.removing}
        title={t`Remove this ticket?`}
        message={t`"${name}" will no longer be offered on this event.`}
        confirmLabel={t`Remove`}
        onConfirm={() => void card.remove().then(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </article>
  )
}
