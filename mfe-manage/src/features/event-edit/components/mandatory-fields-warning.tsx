import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { fieldTarget } from '../form/field-targets'
import { useFieldLabels } from '../hooks/use-field-labels'

import type { ListedIssue } from '../hooks/use-field-error'

type WarningProps = { issues: ListedIssue[]; onGoTo: (field: string) => void }

/**
 * "Please fill up all the mandatory fields" (spec "events" §5) with each invalid field, its
 * problem and a link that opens its tab and focuses it.
 */
export function MandatoryFieldsWarning({ issues, onGoTo }: WarningProps) {
  const { t } = useLingui()
  const label = useFieldLabels()
  const titleId = useId()
  if (!issues.length) return null
  // Not a live region: it changes with every keystroke; the disabled Update button points here.
  return (
    <section
      className="ts-alert ts-alert--warning"
      aria-labelledby={titleId}
      id="event-edit-issues"
    >
      <h2 id={titleId} className="ts-alert__title">
        {t`Please fill up all the mandatory fields`}
      </h2>
      <ul className="ts-event-edit__issues">
        {issues.map((issue) => (
          <li key={issue.field}>
            <a
              href={`#${fieldTarget(issue.field).elementId}`}
              onClick={(event) => {
                event.preventDefault()
                onGoTo(issue.field)
              }}
            >
              {label(issue.field)}
            </a>
            {`: ${issue.message}`}
          </li>
        ))}
      </ul>
    </section>
  )
}
