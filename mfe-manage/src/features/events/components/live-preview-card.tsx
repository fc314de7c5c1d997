import { useLingui } from '@lingui/react/macro'
import type { ComboboxOption } from '@tessera/shared/ui/combobox'
import { Badge } from '@tessera/shared/ui/badge'
import { Card } from '@tessera/shared/ui/card'
import { eventTiming, type AddEventValues } from '../utils/add-event-values'
import { EventWhen } from '@tessera/shared/ui/event-when'

/** `tags`: the chosen tags. */
type Props = { values: AddEventValues; categoryName?: string; tags: ComboboxOption[] }

/** The live preview beside the Add Event form (spec "events" §2): the event as it is typed. */
export function LivePreviewCard({ values, categoryName, tags }: Props) {
  const { t } = useLingui()
  const { start, end } = eventTiming(values)
  return (
    <Card title={t`Preview`} className="ts-live-preview">
      <p className="ts-live-preview__when">
        {start ? (
          <EventWhen start={start} end={end} timeZone={values.timezone} />
        ) : (
          t`Date and time to be chosen`
        )}
      </p>
      <h3 className="ts-live-preview__name">{values.name.trim() || t`Your event's name`}</h3>
      <p className="ts-live-preview__summary">
        {values.description.trim() || t`A short summary of your event appears here.`}
      </p>
      {categoryName ? (
        <p>
          {t`Category:`} {categoryName}
        </p>
      ) : null}
      {tags.length ? (
        <ul className="ts-tag-list" aria-label={t`Tags`}>
          {tags.map((tag) => (
            <li key={tag.value}>
              <Badge color={tag.color}>{tag.label}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  )
}
