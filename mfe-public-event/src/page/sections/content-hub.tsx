import { useLingui } from '@lingui/react/macro'
import type { SectionProps } from '../page-props'
import { Section } from '../section'

/* eslint-disable lingui/no-unlocalized-strings -- names of file formats, the same in every language */
const FORMATS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.ms-powerpoint': 'PowerPoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
}
/* eslint-enable lingui/no-unlocalized-strings */

function useFileSize() {
  const { i18n } = useLingui()
  return (bytes: number) => {
    const [unit, size] =
      bytes >= 1_000_000 ? ['megabyte', bytes / 1_000_000] : ['kilobyte', Math.max(1, bytes / 1000)]
    return new Intl.NumberFormat(i18n.locale, {
      style: 'unit',
      unit,
      maximumFractionDigits: 1,
    }).format(size)
  }
}

/** The content hub (spec "events" §2): the event's documents with their name, type and size. */
export function ContentHub({ event }: SectionProps) {
  const { t } = useLingui()
  const fileSize = useFileSize()
  if (event.additional_docs.length === 0) return null
  return (
    <Section title={t`Content hub`} className="pe-docs">
      <ul className="pe-plain-list">
        {event.additional_docs.map((document) => (
          <li key={document.id} className="pe-docs__item">
            <a href={document.url} download={document.name}>
              {document.name}
            </a>{' '}
            <span className="pe-muted">
              {FORMATS[document.type] ?? document.type}, {fileSize(document.size)}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  )
}
