import { Loaded } from '../../../components/loaded'
import type { ScreenProps } from '@tessera/shared/ui/route-screens'
import { PREVIEW_INCLUDES, useEvent } from '../../../lib/events-api'
import { EventPreview } from './event-preview'

/** Event preview (spec "events" §2): the event as its organizer sees it, with edit, link and embed. */
export default function EventPreviewScreen({ params }: ScreenProps) {
  const event = useEvent(params.id ?? '', PREVIEW_INCLUDES)
  return <Loaded state={event}>{(loaded) => <EventPreview event={loaded} />}</Loaded>
}
