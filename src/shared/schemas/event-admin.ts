import { z } from 'zod';

/**
 * The admin's event form and calls (seed 001 sections 3, 5 and 7): `POST admin/saveEvent` and
 * `POST admin/updateEvent`. Title and city must be given, with the seed's messages; every field has
 * the seed's maximum length; updating checks the same as adding (decision 34). The date is the
 * seeds' mm/dd/yyyy or an ISO date (decision 15). The event also needs a day, a start time and a
 * duration to exist at all, so those are required too. Full Zod: only admin screens use it.
 */

export const EVENT_FIELD_MAX = {
  eventTitle: 100,
  eventCity: 30,
  venue: 50,
  duration: 10,
  keyNoteSpeaker: 30,
  eventDescription: 250,
} as const;

export const eventAdminMessages = {
  enterTitle: 'Please enter event title',
  enterCity: 'Please enter event city',
  titleTooLong: `Event title can be at most ${EVENT_FIELD_MAX.eventTitle} characters`,
  cityTooLong: `Event city can be at most ${EVENT_FIELD_MAX.eventCity} characters`,
  venueTooLong: `Venue can be at most ${EVENT_FIELD_MAX.venue} characters`,
  durationTooLong: `Duration can be at most ${EVENT_FIELD_MAX.duration} characters`,
  speakerTooLong: `Key note speaker can be at most ${EVENT_FIELD_MAX.keyNoteSpeaker} characters`,
  descriptionTooLong: `Description can be at most ${EVENT_FIELD_MAX.eventDescription} characters`,
  enterDate: 'Please choose the event date',
  enterStartTime: 'Please enter the start time',
  enterDuration: 'Please enter the duration in minutes or hours, e.g. 90 min or 2 hours',
  saved: 'Event saved',
  updated: 'Event updated',
  deleted: 'Event deleted',
  notFound: 'This event no longer exists.',
} as const;

/** `2026-03-09` or the seeds' `03/09/2026` → `2026-03-09`; null for anything else or a day that is not. */
export function eventDateOf(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]].map(Number)
    : us
      ? [us[3], us[1], us[2]].map(Number)
      : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day || year < 2000 || year > 2100) return null;
  return date.toISOString().slice(0, 10);
}

/** `14:05`, `9:30`, `2:05 PM` → `14:05`, `09:30`, `14:05`; null otherwise. */
export function eventTimeOf(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?$/i.exec(text);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const half = match[3]?.toLowerCase().replace(/\./g, '');
  if (half && (hour < 1 || hour > 12)) return null;
  if (half === 'am' && hour === 12) hour = 0;
  if (half === 'pm' && hour !== 12) hour += 12;
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

const HOURS = '(?:h|hr|hrs|hour|hours)';
const MINUTES = '(?:m|min|mins|minute|minutes)';
const DURATION_PATTERNS: readonly [RegExp, (m: RegExpExecArray) => number][] = [
  // A bare number is minutes: '90'.
  [new RegExp(`^(\\d{1,4})\\s*${MINUTES}?$`, 'i'), (m) => Number(m[1])],
  [new RegExp(`^(\\d{1,2}(?:\\.\\d{1,2})?)\\s*${HOURS}$`, 'i'), (m) => Number(m[1]) * 60],
  [
    new RegExp(`^(\\d{1,2})\\s*${HOURS}\\s*(\\d{1,2})\\s*${MINUTES}?$`, 'i'),
    (m) => Number(m[1]) * 60 + Number(m[2]),
  ],
  [/^(\d{1,2}):([0-5]\d)$/, (m) => Number(m[1]) * 60 + Number(m[2])],
];

/** The typed duration ('90 min', '2 hours', '1h 30m', '1.5 hrs', '2:30') in minutes, or null. */
export function durationMinutesOf(text: string): number | null {
  for (const [pattern, minutes] of DURATION_PATTERNS) {
    const match = pattern.exec(text.trim());
    if (!match) continue;
    const total = Math.round(minutes(match));
    return total >= 1 && total <= 1440 ? total : null;
  }
  return null;
}

/** Minutes as the form shows them again, within the field's 10 characters: '90 min', '2 hours', '2h 30m'. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  if (rest === 0) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return `${hours}h ${rest}m`;
}

const text = (max: number, tooLong: string) => z.string().trim().max(max, { error: tooLong });
const required = (max: number, empty: string, tooLong: string) =>
  z.string({ error: empty }).trim().min(1, { error: empty }).max(max, { error: tooLong });

/** The form's fields, in its order; what comes out is what the server stores (date and time normalised). */
export const eventFormSchema = z.object({
  eventTitle: required(
    EVENT_FIELD_MAX.eventTitle,
    eventAdminMessages.enterTitle,
    eventAdminMessages.titleTooLong,
  ),
  eventCity: required(
    EVENT_FIELD_MAX.eventCity,
    eventAdminMessages.enterCity,
    eventAdminMessages.cityTooLong,
  ),
  eventDate: z
    .string({ error: eventAdminMessages.enterDate })
    .trim()
    .transform((value, context) => {
      const date = eventDateOf(value);
      if (date === null)
        context.addIssue({ code: 'custom', message: eventAdminMessages.enterDate });
      return date ?? value;
    }),
  startTime: z
    .string({ error: eventAdminMessages.enterStartTime })
    .trim()
    .transform((value, context) => {
      const time = eventTimeOf(value);
      if (time === null) {
        context.addIssue({ code: 'custom', message: eventAdminMessages.enterStartTime });
      }
      return time ?? value;
    }),
  duration: z
    .string({ error: eventAdminMessages.enterDuration })
    .trim()
    .min(1, { error: eventAdminMessages.enterDuration })
    .max(EVENT_FIELD_MAX.duration, { error: eventAdminMessages.durationTooLong })
    .refine((value) => durationMinutesOf(value) !== null, {
      error: eventAdminMessages.enterDuration,
    }),
  venue: text(EVENT_FIELD_MAX.venue, eventAdminMessages.venueTooLong).default(''),
  keyNoteSpeaker: text(EVENT_FIELD_MAX.keyNoteSpeaker, eventAdminMessages.speakerTooLong).default(
    '',
  ),
  eventDescription: text(
    EVENT_FIELD_MAX.eventDescription,
    eventAdminMessages.descriptionTooLong,
  ).default(''),
});
export type TEventForm = z.output<typeof eventFormSchema>;

const eventIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** POST admin/updateEvent: the form, the event's id, and the `updatedAt` the admin opened it at. */
export const eventUpdateSchema = eventFormSchema.extend({
  id: eventIdSchema,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TEventUpdate = z.output<typeof eventUpdateSchema>;

/** `:id` of GET admin/deleteEvent/{id}, and `?id=` of the admin's reads of one event. */
export const eventIdParamsSchema = z.object({ id: eventIdSchema });

/** One event as the admin's screens get it: the stored values, ready for the form. */
const adminEventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  eventTitle: z.string(),
  eventCity: z.string(),
  eventDate: z.string(),
  startTime: z.string(),
  duration: z.string(),
  venue: z.string(),
  keyNoteSpeaker: z.string(),
  eventDescription: z.string(),
  registrations: z.number().int(),
  updatedAt: z.string(),
});
export type TAdminEvent = z.infer<typeof adminEventSchema>;

export const adminEventsResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  events: z.array(adminEventSchema),
});
export type TAdminEventsResponse = z.infer<typeof adminEventsResponseSchema>;

export const adminEventResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  event: adminEventSchema,
});
export type TAdminEventResponse = z.infer<typeof adminEventResponseSchema>;

const eventRegistrationRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  registeredAt: z.string(),
});
export type TEventRegistrationRow = z.infer<typeof eventRegistrationRowSchema>;

export const eventRegistrationsResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  event: adminEventSchema,
  registrations: z.array(eventRegistrationRowSchema),
});
export type TEventRegistrationsResponse = z.infer<typeof eventRegistrationsResponseSchema>;

export const eventWriteResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  id: z.number().int(),
});
export type TEventWriteResponse = z.infer<typeof eventWriteResponseSchema>;
