import type { RoleName } from '../access/roles.js'
import { ABSORB, PASS_ON } from '../events/constants.js'

/** A service fee: a percentage of the price (in basis points, 1 % = 100) plus a fixed amount. */
export type ServiceFee = { basisPoints: number; fixedCents: number }

const OTHERS: ServiceFee = { basisPoints: 399, fixedCents: 89 }

const byRole: Partial<Record<RoleName, ServiceFee>> = {
  'creator-plus': { basisPoints: 399, fixedCents: 69 },
  organizer: { basisPoints: 299, fixedCents: 59 },
  planner: { basisPoints: 199, fixedCents: 39 },
  admin: { basisPoints: 299, fixedCents: 59 },
  moderator: { basisPoints: 299, fixedCents: 59 },
}

/**
 * The ticket service fee of an organizer's role (spec "accounts" §6, "events" §9): creator-plus
 * 3.99 % + 0.69; organizer 2.99 % + 0.59; planner 1.99 % + 0.39; admin and moderator 2.99 % + 0.59;
 * every other role 3.99 % + 0.89.
 */
export function serviceFee(role: RoleName): ServiceFee {
  return byRole[role] ?? OTHERS
}

/** The fee on one ticket of `priceCents`, rounded to the cent; free tickets carry no fee. */
export function serviceFeeCents(priceCents: number, role: RoleName): number {
  if (priceCents <= 0) return 0
  const fee = serviceFee(role)
  return Math.round((priceCents * fee.basisPoints) / 10_000) + fee.fixedCents
}

export type FeeSplit = {
  priceCents: number
  feeCents: number
  /** The part of the fee the buyer pays on top of the price. */
  buyerFeeCents: number
  /** What the buyer pays for one ticket: the attendee's final price. */
  buyerPaysCents: number
  /** The part of the fee taken from the organizer's price. */
  organizerAbsorbsCents: number
  /** What the organizer receives for one ticket. */
  organizerReceivesCents: number
}

/**
 * Who pays a ticket's service fee (spec "events" §9): absorb (1) adds nothing, the organizer bears
 * it; pass-on (0) adds the full fee to the price; split (-1, or any other value) adds half. An odd
 * cent of a split goes to the organizer's half, so the buyer never pays more than half.
 */
export function feeSplit(priceCents: number, bearing: number, role: RoleName): FeeSplit {
  const feeCents = serviceFeeCents(priceCents, role)
  const buyerFeeCents =
    bearing === ABSORB ? 0 : bearing === PASS_ON ? feeCents : Math.floor(feeCents / 2)
  const organizerAbsorbsCents = feeCents - buyerFeeCents
  return {
    priceCents,
    feeCents,
    buyerFeeCents,
    buyerPaysCents: priceCents + buyerFeeCents,
    organizerAbsorbsCents,
    organizerReceivesCents: priceCents - organizerAbsorbsCents,
  }
}

/**
 * The attendee's final price of one ticket (spec "events" §9). The spec also shows "price plus 1
 * percent service fee"; Tessera charges one fee, the organizer's role fee split by the ticket's
 * bearing, so the price shown is the price charged (docs/DECISIONS.md).
 */
export function finalPriceCents(priceCents: number, bearing: number, role: RoleName): number {
  return feeSplit(priceCents, bearing, role).buyerPaysCents
}
