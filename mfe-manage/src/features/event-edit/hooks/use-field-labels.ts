import { useLingui } from '@lingui/react/macro'

/** The label of an issue's field, as the warning lists it ("Agenda item 2: Title"). */
export function useFieldLabels() {
  const { t } = useLingui()
  const labels: Record<string, string> = {
    name: t`Name`,
    description: t`Summary`,
    additional_description: t`Additional description`,
    status: t`Visibility`,
    timezone: t`Time zone`,
    start_at: t`Begins`,
    end_at: t`Ends`,
    duration: t`Duration`,
    event_type: t`Event type`,
    total_capacity: t`Capacity`,
    unlimited_attendees: t`Unlimited participants`,
    virtual_link: t`Online link`,
    link: t`Website`,
    venues: t`Venue address`,
    multiple_addresses: t`Multiple addresses`,
    refund_policy: t`Refund policy`,
    category: t`Category`,
    tags: t`Tags`,
    theme: t`Layout`,
    show_on_calendar: t`Show on calendar`,
    show_on_collection: t`Show on collection`,
    show_latest_announcement: t`Show the latest announcement`,
    custom_book_button_label: t`Custom booking button`,
    book_button_label: t`Button label`,
    book_button_color: t`Button colour`,
    book_promotion_label: t`Promotion label`,
    google_analytics_id: t`Analytics code`,
    event_agenda: t`Agenda`,
    event_faqs: t`FAQ`,
    event_host: t`Host contacts`,
  }
  const entryFields: Record<string, string> = {
    title: t`Title`,
    start_at: t`Time slot`,
    content: t`Content`,
    name: t`Question`,
    type: t`Contact type`,
    address: t`Address`,
    lat: t`Latitude`,
    long: t`Longitude`,
  }
  const entryNames: Record<string, (n: number) => string> = {
    event_agenda: (n) => t`Agenda item ${n}`,
    event_faqs: (n) => t`Question ${n}`,
    event_host: (n) => t`Host contact ${n}`,
    venues: (n) => t`Venue ${n}`,
  }

  return (field: string): string => {
    const [head = '', index, key] = field.split('/')
    const entry = entryNames[head]
    if (entry && index !== undefined) {
      const name = entry(Number(index) + 1)
      const detail = key ? (entryFields[key] ?? key) : ''
      return detail ? `${name}: ${detail}` : name
    }
    return labels[head] ?? head
  }
}
