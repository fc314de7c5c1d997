import { useEffect, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { loadScorer, type StrengthScore } from './password-score'

/** The strength meter's words for scores 0–4 (spec "accounts" §5). */
export const STRENGTH_LABELS = [
  msg`very weak`,
  msg`weak`,
  msg`medium`,
  msg`strong`,
  msg`very strong`,
] as const

/**
 * How strong a password is, 0–4, said in words and shown as a bar. The name and e-mail typed in
 * the form count as guessable words.
 */
export function StrengthMeter({
  password,
  userInputs,
}: {
  password: string
  userInputs: string[]
}) {
  const { t, i18n } = useLingui()
  const [score, setScore] = useState<{ password: string; value: StrengthScore } | null>(null)
  const inputsKey = userInputs.join('\n')

  useEffect(() => {
    if (!password) return
    let current = true
    void loadScorer().then((check) => {
      if (current)
        setScore({ password, value: check(password, inputsKey.split('\n').filter(Boolean)) })
    })
    return () => {
      current = false
    }
  }, [password, inputsKey])

  if (!password || !score) return null
  const label = i18n._(STRENGTH_LABELS[score.value])
  return (
    <span className="ts-strength" data-score={score.value}>
      <span className="ts-strength__bar" aria-hidden="true">
        <span className="ts-strength__fill" style={{ width: `${(score.value + 1) * 20}%` }} />
      </span>
      <span className="ts-strength__label">{t`Password strength: ${label}`}</span>
    </span>
  )
}
