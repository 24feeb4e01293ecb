import { eq } from 'drizzle-orm';
import { privacyNotice, site } from '../../../shared/config/site';
import {
  eventDateShown,
  eventPathSegment,
  eventTimeShown,
  type TEvent,
} from '../../../shared/events/events';
import type { TEventRegisterRequest } from '../../../shared/schemas/events';
import type { Db } from '../../db/client';
import { eventRegistrations, events } from '../../db/schema/events';
import type { Mailer, MailMessage } from '../mail/mailer';
import { indiaToday, toEvent } from './event-reads';
import { eventIcs } from './ics';

export type RegisterOutcome = 'registered' | 'alreadyRegistered' | 'closed';

/**
 * Registers a person for an event: refused when the event is unknown or its day has ended (India
 * time), or when the address is already registered for it. The row is written in a transaction
 * that holds the event (so it cannot go between the check and the write); then the person is
 * mailed a confirmation with the event as an .ics file, and the support address a copy.
 */
export async function registerForEvent(
  deps: { db: Db; mailer: Mailer; publicUrl: string; log?: { error(o: object, m: string): void } },
  input: TEventRegisterRequest,
  now: Date = new Date(),
): Promise<RegisterOutcome> {
  const today = indiaToday(now);
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(events).where(eq(events.id, input.eventId)).for('share');
    if (!row || row.date < today) return { outcome: 'closed' as const };
    const [inserted] = await tx
      .insert(eventRegistrations)
      .values({
        eventId: row.id,
        name: input.name,
        email: input.email,
        phone: input.phone,
        consentNoticeVersion: privacyNotice.version,
        consentedAt: now,
      })
      .onConflictDoNothing({ target: [eventRegistrations.eventId, eventRegistrations.email] })
      .returning({ id: eventRegistrations.id });
    if (!inserted) return { outcome: 'alreadyRegistered' as const };
    return {
      outcome: 'registered' as const,
      event: toEvent(row, today),
      registrationId: inserted.id,
    };
  });
  if (result.outcome !== 'registered') return result.outcome;

  const messages = registrationMessages({
    event: result.event,
    registrationId: result.registrationId,
    input,
    publicUrl: deps.publicUrl,
    now,
  });
  for (const message of messages) {
    try {
      await deps.mailer.send(message);
    } catch (err) {
      // The registration stands; the log says which mail did not go.
      deps.log?.error(
        { err, subject: message.subject },
        'events: a registration mail was not sent',
      );
    }
  }
  return 'registered';
}

/** The registrant's confirmation (with the .ics) and the support address's copy. */
function registrationMessages(opts: {
  event: TEvent;
  registrationId: string;
  input: Pick<TEventRegisterRequest, 'name' | 'email' | 'phone'>;
  publicUrl: string;
  now: Date;
}): MailMessage[] {
  const { event, input } = opts;
  const url = `${opts.publicUrl.replace(/\/$/, '')}/events/${eventPathSegment(event)}`;
  const when = `${eventDateShown(event.eventDate)} at ${eventTimeShown(event.startTime)} (India time), for ${event.duration}`;
  const where = `${event.venue}, ${event.eventCity}`;
  const ics = eventIcs(
    {
      uid: `event-registration-${opts.registrationId}@${new URL(opts.publicUrl).hostname}`,
      date: event.eventDate,
      startTime: event.startTime,
      durationMinutes: event.durationMinutes,
      summary: event.eventTitle,
      description: `${event.eventDescription}\n\nKey note speaker: ${event.keyNoteSpeaker}\n${url}`,
      location: where,
      url,
      organizer: { name: site.name, email: site.supportEmail },
    },
    opts.now,
  );
  const confirmation: MailMessage = {
    to: input.email,
    aboutAddress: input.email,
    subject: `You are registered: ${event.eventTitle}`,
    text: [
      `Dear ${input.name},`,
      `Thank you for registering for "${event.eventTitle}". We look forward to seeing you.`,
      `When: ${when}\nWhere: ${where}\nKey note speaker: ${event.keyNoteSpeaker}`,
      `The attached calendar file (event.ics) adds it to your calendar. The event's page: ${url}`,
      `If you cannot come, or want us to delete your registration, reply to this e-mail or write to ${site.supportEmail}.`,
      `${site.name}\n${site.supportEmail}`,
    ].join('\n\n'),
    attachments: [
      {
        filename: 'event.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: ics,
      },
    ],
  };
  const copy: MailMessage = {
    to: site.supportEmail,
    aboutAddress: input.email,
    subject: `Event registration: ${event.eventTitle} (${eventDateShown(event.eventDate)})`,
    text: [
      `A new registration for "${event.eventTitle}", ${when}, ${where}.`,
      `Name: ${input.name}\nE-mail: ${input.email}\nPhone: ${input.phone}`,
      `Privacy notice version ${privacyNotice.version} shown; registered at ${opts.now.toISOString()}.`,
    ].join('\n\n'),
  };
  return [confirmation, copy];
}
