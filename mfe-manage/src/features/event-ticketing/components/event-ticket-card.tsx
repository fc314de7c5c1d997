import { useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { CUSTOM_DESCRIPTION_MAX_LENGTH } from '@tessera/shared/domain/events/constants'
import type { EventTicket } from '@tessera/shared/schemas/event-ticket'
import { Button } from '@tessera/shared/ui/button'
import { ConfirmDialog } from '@tessera/shared/ui/confirm-dialog'
import { Checkbox, TextArea, TextField } from '@tessera/shared/ui/field'
import { usePlanRole } from '../../../lib/plan-role'
import { useTicketCard } from '../hooks/use-ticket-card'
import type { CardEvent } from '../lib/ticket-draft'
import { FloorPlanUpload } from './floor-plan-upload'
import { PriceFields } from './price-fields'
import { SaleStateBadge } from './sale-state-badge'
import { TicketOptions } from './ticket-options'

type EventTicketCardProps = {
  ticket: EventTicket
  event: CardEvent & { id: string; currency: string | null | undefined }
  onRemoved: (id: string) => void
}

/** One ticket offered on the event with its settings; it saves and removes itself. */
export function EventTicketCard({ ticket, event, onRemoved }: EventTicketCardProps) {
  const { t } = useLingui()
  const titleId = useId()
  const role = usePlanRole(event.organizer_role)
  const card = useTicketCard(ticket, event, onRemoved)
  const [confirming, setConfirming] = useState(false)
  const { saved, draft, errors, change } = card
  const sold = saved.sold_quantity > 0
  const { timezone } = event
  const length = draft.custom_description.length
  const name = saved.name ?? ''
  return (
    <article className="ts-card ts-ticket-card" aria-labelledby={titleId}>
      <header className="ts-card__header">
        <h2 id={titleId} className="ts-card__title">
          {saved.name ?? saved.ticket?.name ?? t`Ticket`}
        </h2>
        <SaleStateBadge
          state={saved.sale_state}
          sold={saved.sold_quantity}
          total={saved.total_quantity}
        />
      </header>
      <form
        className="ts-card__body ts-ticket-card__form"
        noValidate
        onSubmit={(submit) => {
          submit.preventDefault()
          void card.save()
        }}
      >
        {saved.description ? <p className="ts-ticket-card__type">{saved.description}</p> : null}
        <Checkbox
          switch
          label={t`Reservation ticket (guests reserve a place on a floor plan)`}
          checked={draft.is_reservation}
          error={errors.is_reservation}
          onChange={(input) => change('is_reservation', input.currentTarget.checked)}
        />
        {draft.is_reservation ? (
          <FloorPlanUpload
            ticketId={saved.id}
            current={saved.floor_plan_image}
            ready={saved.is_reservation}
            onUploaded={card.floorPlanUploaded}
          />
        ) : (
          <PriceFields
            draft={draft}
            errors={errors}
            role={role}
            currency={event.currency}
            change={change}
          />
        )}
        <TicketOptions draft={draft} errors={errors} event={event} change={change} />
        <div className="ts-ticket-card__grid">
          <TextField
            label={t`Sale starts`}
            type="datetime-local"
            required
            value={draft.start_sale_at}
            onChange={(input) => change('start_sale_at', input.currentTarget.value)}
          />
          <TextField
            label={t`Sale ends`}
            type="datetime-local"
            required
            min={draft.start_sale_at || undefined}
            value={draft.end_sale_at}
            error={errors.sale_range}
            hint={t`In the event's time zone (${timezone}).`}
            onChange={(input) => change('end_sale_at', input.currentTarget.value)}
          />
        </div>
        <TextArea
          label={t`Custom description`}
          rows={3}
          value={draft.custom_description}
          error={errors.custom_description}
          hint={t`${length} of ${CUSTOM_DESCRIPTION_MAX_LENGTH} characters`}
          onChange={(input) => change('custom_description', input.currentTarget.value)}
        />
        <footer className="ts-ticket-card__actions">
          <Button type="submit" loading={card.busy === 'saving'}>
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
        busy={card.busy === 'removing'}
        title={t`Remove this ticket?`}
        message={t`"${name}" will no longer be offered on this event.`}
        confirmLabel={t`Remove`}
        onConfirm={() => void card.remove().then(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </article>
  )
}
