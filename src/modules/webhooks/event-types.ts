/** The kinds of event a studio can subscribe to (API.md §11). */
export const EVENT_TYPES = [
  'client.created',
  'invoice.sent',
  'invoice.paid',
  'payment.created',
  'payment.refunded',
  'session.booked',
  'session.cancelled',
  'session.rescheduled',
  'message.created',
  'photo.ready',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** An endpoint's `events` holding this alone subscribes it to every type, present and future. */
export const EVERY_EVENT = '*';
