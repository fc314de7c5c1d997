import { Loaded } from '../../../components/loaded'
import type { ScreenProps } from '@tessera/shared/ui/route-screens'
import { useEvent } from '../../../lib/events-api'
import { EventPreview } from './event-preview'

/** Event preview (spec "events" §2): the event's public page, drafts included, with edit, link and embed. */
export default function EventPreviewScreen({ params }: ScreenProps) {
  const event = useEvent(params.id ?? '', [])
  return <Loaded state={event}>{(loaded) => <EventPreview event={loaded} />}</Loaded>
}
