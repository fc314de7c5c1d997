import { useLingui } from '@lingui/react/macro'
import { CONTACT_SERVICE_NAMES, contactHref } from '@tessera/shared/domain/events/contact-services'
import { publicContacts } from '@tessera/shared/public/public-event'
import { Avatar } from '@tessera/shared/ui/avatar'
import { ContactDisclosure } from '../contact/contact-disclosure'
import type { SectionProps } from '../page-props'
import { Section } from '../section'

function HostContacts({ event }: SectionProps) {
  const { t } = useLingui()
  const contacts = publicContacts(event.event_host)
  if (contacts.length === 0) return null
  return (
    <ul className="pe-plain-list pe-contacts">
      {contacts.map((contact, index) => {
        const name = CONTACT_SERVICE_NAMES[contact.type] ?? t`Website`
        const href = contactHref(contact.content)
        return (
          <li key={index}>
            <span className="pe-contacts__type">{name}: </span>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {contact.content}
              </a>
            ) : (
              contact.content
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** The organizer (spec "events" §2): name, picture, public contacts and the contact form. */
export function OrganizerCard({ event, preview }: SectionProps & { preview?: boolean }) {
  const { t } = useLingui()
  return (
    <Section title={t`Organizer`} className="pe-organizer">
      <div className="pe-organizer__who">
        <Avatar name={event.organizer.name} src={event.organizer.profile_image} size={48} />
        <p className="pe-organizer__name">{event.organizer.name}</p>
      </div>
      <HostContacts event={event} />
      <ContactDisclosure event={event} preview={preview} />
    </Section>
  )
}
