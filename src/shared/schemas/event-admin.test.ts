import { describe, expect, it } from 'vitest';
import {
  durationMinutesOf,
  durationText,
  eventDateOf,
  eventFormSchema,
  eventTimeOf,
} from './event-admin';

describe('the event form’s date, time and duration', () => {
  it('reads the seeds’ mm/dd/yyyy and ISO dates, and refuses days that do not exist', () => {
    expect(eventDateOf('03/09/2099')).toBe('2099-03-09');
    expect(eventDateOf('2099-03-09')).toBe('2099-03-09');
    expect(eventDateOf('2/29/2028')).toBe('2028-02-29');
    expect(eventDateOf('02/29/2027')).toBeNull();
    expect(eventDateOf('13/01/2099')).toBeNull();
    expect(eventDateOf('09-03-2099')).toBeNull();
  });

  it('reads 24-hour and AM/PM start times as HH:MM', () => {
    expect(eventTimeOf('9:05')).toBe('09:05');
    expect(eventTimeOf('18:30')).toBe('18:30');
    expect(eventTimeOf('6:15 PM')).toBe('18:15');
    expect(eventTimeOf('12:00 am')).toBe('00:00');
    expect(eventTimeOf('12:30 p.m.')).toBe('12:30');
    expect(eventTimeOf('24:00')).toBeNull();
    expect(eventTimeOf('13:00 PM')).toBeNull();
  });

  it('reads a duration in minutes or hours, within a day', () => {
    expect(durationMinutesOf('90')).toBe(90);
    expect(durationMinutesOf('45 min')).toBe(45);
    expect(durationMinutesOf('2 hours')).toBe(120);
    expect(durationMinutesOf('1.5 hrs')).toBe(90);
    expect(durationMinutesOf('1h 30m')).toBe(90);
    expect(durationMinutesOf('2:30')).toBe(150);
    expect(durationMinutesOf('0')).toBeNull();
    expect(durationMinutesOf('25 hours')).toBeNull();
    expect(durationMinutesOf('all day')).toBeNull();
  });

  it('writes minutes back within the field’s 10 characters, as the form reads them', () => {
    for (const minutes of [5, 45, 60, 90, 120, 150, 1440]) {
      const text = durationText(minutes);
      expect(text.length).toBeLessThanOrEqual(10);
      expect(durationMinutesOf(text)).toBe(minutes);
    }
  });

  it('gives the seed’s messages for an empty title and city, title first', () => {
    const empty = eventFormSchema.safeParse({ eventTitle: ' ', eventCity: '' });
    expect(empty.error?.issues[0]?.message).toBe('Please enter event title');
    const noCity = eventFormSchema.safeParse({ eventTitle: 'Money Basics', eventCity: ' ' });
    expect(noCity.error?.issues[0]?.message).toBe('Please enter event city');
  });
});
