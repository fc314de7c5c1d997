import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderShell } from '../../test/render'
import { StrengthMeter } from './strength-meter'

describe('password strength meter', () => {
  it.each([
    ['password', 'very weak'],
    ['monkey12', 'weak'],
    ['Summer2024!', 'medium'],
    ['zebra-kite', 'strong'],
    ['correct horse battery staple', 'very strong'],
  ])('rates %j as %s', async (password, label) => {
    renderShell(<StrengthMeter password={password} userInputs={[]} />)
    expect(await screen.findByText(`Password strength: ${label}`)).toBeTruthy()
  })

  it('counts the name typed in the form as guessable', async () => {
    renderShell(
      <StrengthMeter password="papadopoulou" userInputs={['Maria Papadopoulou', 'papadopoulou']} />,
    )
    expect(await screen.findByText('Password strength: very weak')).toBeTruthy()
  })

  it('says nothing for an empty password', async () => {
    renderShell(<StrengthMeter password="" userInputs={[]} />)
    await screen.findByRole('alert', { hidden: true })
    expect(screen.queryByText(/Password strength/)).toBeNull()
  })
})
