import { describe, expect, it } from 'vitest';
import {
  accountMessages as M,
  normalizeIndianMobile,
  ZContactSchema,
  ZNameSchema,
  ZUpdateProfileRequestSchema,
} from './account';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('ZContactSchema (decision 26: Indian mobile numbers)', () => {
  it.each([
    '+91 98765 43210',
    '098765 43210',
    '98765-43210',
    '9876543210',
    '+919876543210',
    '919876543210',
    '987-654-3210',
    '(987) 654-3210',
    '987.654.3210',
    '  +91-98765-43210 ',
  ])('stores %j as +919876543210', (typed) => {
    expect(ZContactSchema.parse(typed)).toBe('+919876543210');
  });

  it.each(['6000000000', '7123456789', '8999999999'])('accepts %j, starting 6 to 8', (typed) => {
    expect(ZContactSchema.parse(typed)).toBe(`+91${typed}`);
  });

  it.each([
    ['5876543210', 'starts with 5'],
    ['0123456789', 'starts with 0 and has 10 digits'],
    ['98765', 'too short'],
    ['98765432101', 'eleven digits without a leading 0'],
    ['+92 98765 43210', "another country's code"],
    ['+1 987 654 3210', "another country's code"],
    ['9876543210x', 'a letter'],
    ['98765 4321O', 'a letter O for a zero'],
    ['++919876543210', 'two plus signs'],
    ['98765+43210', 'a plus sign inside'],
    ['0919876543210', 'both 0 and 91'],
  ])('refuses %j (%s) with the seeds’ message', (typed) => {
    expect(firstMessage(ZContactSchema.safeParse(typed))).toBe(M.contactInvalid);
  });

  it('asks for a number when there is none', () => {
    expect(firstMessage(ZContactSchema.safeParse('   '))).toBe(M.contactRequired);
  });

  it('is idempotent: the stored form parses to itself', () => {
    const stored = ZContactSchema.parse('098765 43210');
    expect(ZContactSchema.parse(stored)).toBe(stored);
    expect(normalizeIndianMobile(stored)).toBe(stored);
  });

  it('gives the profile request its stored form', () => {
    const parsed = ZUpdateProfileRequestSchema.parse({
      name: 'Asha Rao',
      email: 'asha@example.com',
      contact: '+91 98765 43210',
    });
    expect(parsed.contact).toBe('+919876543210');
  });
});

describe('ZNameSchema (security item 10)', () => {
  it.each(['Asha Rao', 'Zoë O’Brien-Smith', 'अनन्या शर्मा', 'Dr. K. S. Iyer', "D'Souza, Rita"])(
    'accepts %j',
    (name) => {
      expect(ZNameSchema.parse(name)).toBe(name);
    },
  );

  it.each([
    ['\u202Eevil', 'right-to-left override U+202E'],
    ['Asha\u202ARao', 'left-to-right embedding U+202A'],
    ['Asha\u2066Rao', 'left-to-right isolate U+2066'],
    ['Asha\u2069Rao', 'pop directional isolate U+2069'],
    ['Asha\u200ERao', 'left-to-right mark U+200E'],
    ['Asha\u200FRao', 'right-to-left mark U+200F'],
    ['Asha\u061CRao', 'Arabic letter mark U+061C'],
    ['Asha\u200BRao', 'zero-width space U+200B'],
    ['Asha\u200CRao', 'zero-width non-joiner U+200C'],
    ['Asha\u200DRao', 'zero-width joiner U+200D'],
    ['Asha\u2060Rao', 'word joiner U+2060'],
    ['Asha\uFEFFRao', 'zero-width no-break space U+FEFF'],
    ['Asha\u0000Rao', 'NUL'],
    ['Asha\tRao', 'a tab'],
    ['Asha\nRao', 'a line break'],
    ['Asha\u007FRao', 'DEL'],
    ['Asha\u0085Rao', 'a C1 control (NEL)'],
  ])('refuses %j (%s) with a plain message', (name) => {
    expect(firstMessage(ZNameSchema.safeParse(name))).toBe(M.nameCharacters);
  });

  it('names the forbidden characters before the length: "A" and a zero-width space', () => {
    expect(firstMessage(ZNameSchema.safeParse('A\u200B'))).toBe(M.nameCharacters);
  });

  it('keeps the seeds’ messages for empty and short names', () => {
    expect(firstMessage(ZNameSchema.safeParse('  '))).toBe(M.nameRequired);
    expect(firstMessage(ZNameSchema.safeParse('Al'))).toBe(M.nameTooShort);
  });
});
