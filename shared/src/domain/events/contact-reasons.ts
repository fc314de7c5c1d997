/** The reasons a visitor writes to an organizer (spec "events" §5), as stored and sent. */
export const CONTACT_REASONS = ['event', 'ticket', 'refund'] as const
export type ContactReason = (typeof CONTACT_REASONS)[number]

/** The longest message a visitor may send an organizer (spec "events" §9). */
export const CONTACT_MESSAGE_MAX_LENGTH = 500
