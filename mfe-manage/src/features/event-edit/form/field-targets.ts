/** The tabs of Edit Event (spec "events" §2). */
export const EDIT_TABS = ['details', 'elements', 'ticketing', 'options', 'resources'] as const
export type EditTab = (typeof EDIT_TABS)[number]

export const SECTIONS = ['event_agenda', 'event_faqs', 'event_host'] as const
export type SectionName = (typeof SECTIONS)[number]

/** Where a field lives: its tab, the id of its input and, in agenda, FAQ and host, its entry. */
export type FieldTarget = { tab: EditTab; elementId: string; section?: SectionName; index?: number }

const OPTIONS = new Set([
  'theme',
  'show_on_calendar',
  'show_on_collection',
  'show_latest_announcement',
  'custom_book_button_label',
  'book_button_label',
  'book_button_color',
  'book_promotion_label',
  'google_analytics_id',
])

/** Ids of the form's inputs (the warning's links focus them). */
export const fieldId = (field: string) => `event-${field}`
export const venueId = (index: number) => `event-venue-${index}`
export const entryFieldId = (section: SectionName, index: number, key: string) =>
  `event-${section}-${index}-${key}`

const ENTRY_FIRST_FIELD: Record<SectionName, string> = {
  event_agenda: 'title',
  event_faqs: 'name',
  event_host: 'content',
}

/** The target of an issue's field (`name`, `venues/0/lat`, `event_agenda/1/title`, `tags`…). */
export function fieldTarget(field: string): FieldTarget {
  const [head = '', second, third] = field.split('/')
  if ((SECTIONS as readonly string[]).includes(head)) {
    const section = head as SectionName
    const index = Number(second ?? 0) || 0
    return {
      tab: 'elements',
      section,
      index,
      elementId: entryFieldId(section, index, third ?? ENTRY_FIRST_FIELD[section]),
    }
  }
  if (head === 'venues') {
    const index = Number(second ?? 0) || 0
    return {
      tab: 'details',
      elementId: `${venueId(index)}-${third === 'lat' || third === 'long' ? third : 'address'}`,
    }
  }
  if (head === 'duration') return { tab: 'details', elementId: fieldId('end_at') }
  return { tab: OPTIONS.has(head) ? 'options' : 'details', elementId: fieldId(head) }
}

/** The fields in the order the form shows them (tabs left to right, top to bottom). */
const FIELD_ORDER = [
  'status',
  'name',
  'description',
  'additional_description',
  'timezone',
  'start_at',
  'end_at',
  'duration',
  'event_type',
  'unlimited_attendees',
  'total_capacity',
  'virtual_link',
  'multiple_addresses',
  'venues',
  'link',
  'refund_policy',
  'category',
  'tags',
  'event_agenda',
  'event_faqs',
  'event_host',
  ...OPTIONS,
]
const ENTRY_KEY_ORDER = ['title', 'name', 'type', 'start_at', 'address', 'lat', 'long', 'content']

const rank = (list: readonly string[], value: string | undefined) => {
  const index = value === undefined ? -1 : list.indexOf(value)
  return index < 0 ? list.length : index
}

/** Orders issue fields as the form shows them (`event_agenda/0/title` before `event_agenda/1/title`). */
export function compareFields(a: string, b: string): number {
  const [headA, indexA, keyA] = a.split('/')
  const [headB, indexB, keyB] = b.split('/')
  return (
    rank(FIELD_ORDER, headA) - rank(FIELD_ORDER, headB) ||
    Number(indexA ?? -1) - Number(indexB ?? -1) ||
    rank(ENTRY_KEY_ORDER, keyA) - rank(ENTRY_KEY_ORDER, keyB)
  )
}
