import { describe, expect, it } from 'vitest';
import {
  contactMailRequestSchema,
  contactMessages as M,
  smallContactRequestSchema,
  subscribeRequestSchema,
  unsubscribeRequestSchema,
} from './contact';

type Result = { success: boolean; error?: { issues: { message: string }[] } };
const firstMessage = (result: Result) => (result.success ? null : result.error?.issues[0]?.message);

describe('subscribeRequestSchema (the newsletter, seed section 5)', () => {
  const valid = { name: 'Asha Rao', email: ' Asha.Rao@Example.IN ', consent: true };

  it('accepts a name, an e-mail (trimmed, lower-cased) and the ticked box', () => {
    expect(subscribeRequestSchema.parse(valid)).toEqual({
      name: 'Asha Rao',
      email: 'asha.rao@example.in',
      consent: true,
    });
  });

  it.each([
    [{}, M.nameEmpty],
    [{ ...valid, name: '   ' }, M.nameEmpty],
    [{ ...valid, name: 'a'.repeat(101) }, M.nameTooLong],
    [{ ...valid, email: '' }, M.emailEmpty],
    [{ ...valid, email: 'asha@' }, M.emailInvalid],
    [{ ...valid, email: `${'a'.repeat(250)}@x.in` }, M.emailInvalid],
    [{ ...valid, consent: false }, M.consentRequired],
    [{ name: 'Asha Rao', email: 'asha@example.in' }, M.consentRequired],
  ])('refuses %j with its first message', (body, message) => {
    expect(firstMessage(subscribeRequestSchema.safeParse(body))).toBe(message);
  });
});

describe('contactMailRequestSchema (the large contact form)', () => {
  const valid = {
    name: 'Ravi Kumar',
    email: 'ravi@example.in',
    phone: '+91 98765 43210',
    companyName: 'Kumar Traders',
    message: 'Please call me about a workshop.',
  };

  it('stores the phone in its one form (decision 26)', () => {
    expect(contactMailRequestSchema.parse(valid).phone).toBe('+919876543210');
  });

  it('says the messages in the order of the seed', () => {
    const steps: [Record<string, unknown>, string][] = [
      [{}, 'Please Enter name'],
      [{ name: 'Ravi Kumar' }, 'Please Enter Valid email'],
      [{ name: 'Ravi Kumar', email: 'ravi@' }, 'Please Enter Valid email'],
      [{ name: 'Ravi Kumar', email: 'ravi@example.in' }, 'Please Enter Contact'],
      [{ name: 'Ravi Kumar', email: 'ravi@example.in', phone: '12345' }, M.contactInvalid],
      [
        { name: 'Ravi Kumar', email: 'ravi@example.in', phone: '9876543210' },
        'Please Enter Company name',
      ],
      [{ ...valid, message: ' ' }, 'Please Enter your message'],
      [{ ...valid, message: 'x'.repeat(5001) }, M.messageTooLong],
      [{ ...valid, companyName: 'x'.repeat(121) }, M.companyTooLong],
    ];
    for (const [body, message] of steps) {
      expect(firstMessage(contactMailRequestSchema.safeParse(body)), JSON.stringify(body)).toBe(
        message,
      );
    }
  });

  it('refuses a line break, or a character that turns text around, in a one-line field', () => {
    expect(firstMessage(contactMailRequestSchema.safeParse({ ...valid, name: 'Ravi\nBcc' }))).toBe(
      'Please Enter name',
    );
    expect(
      firstMessage(
        contactMailRequestSchema.safeParse({ ...valid, companyName: 'Kumar \u202eTraders' }),
      ),
    ).toBe('Please Enter Company name');
  });
});

describe('smallContactRequestSchema (the short form of the service pages)', () => {
  const valid = {
    firstName: 'Neha',
    lastName: 'Joshi',
    email: 'neha@example.in',
    phone: '098765 43210',
    page: 'Financial Wellness',
  };

  it('accepts the form with the page it was sent from', () => {
    expect(smallContactRequestSchema.parse(valid)).toEqual({ ...valid, phone: '+919876543210' });
  });

  it('says the messages in the order of the seed', () => {
    const steps: [Record<string, unknown>, string][] = [
      [{}, 'Please Enter First Name'],
      [{ firstName: 'Neha' }, 'Please Enter Last Name'],
      [{ firstName: 'Neha', lastName: 'Joshi' }, 'Please Enter Valid email'],
      [{ firstName: 'Neha', lastName: 'Joshi', email: 'neha@example.in' }, 'Please Enter Contact'],
      [{ ...valid, phone: '5876543210' }, M.contactInvalid],
      [{ ...valid, page: '' }, M.pageMissing],
    ];
    for (const [body, message] of steps) {
      expect(firstMessage(smallContactRequestSchema.safeParse(body)), JSON.stringify(body)).toBe(
        message,
      );
    }
  });
});

describe('unsubscribeRequestSchema', () => {
  it('takes a token and refuses a missing one', () => {
    expect(unsubscribeRequestSchema.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(firstMessage(unsubscribeRequestSchema.safeParse({}))).toBe(M.unsubscribeLinkInvalid);
  });
});
