import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserReads } from './browser-reads';

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('browserReads.sessionInfo', () => {
  it('gives the first record of the answer', async () => {
    answer({
      success: true,
      msg: 'Session info found.',
      sessions: [
        { id: 'a', sessions: '1,200+', months: '48', people: '35,000+' },
        { id: 'b', sessions: '1', months: '1', people: '1' },
      ],
    });
    expect(await browserReads.sessionInfo()).toEqual({
      id: 'a',
      sessions: '1,200+',
      months: '48',
      people: '35,000+',
    });
  });

  it('gives null when there is no record', async () => {
    answer({ success: true, msg: 'No session info yet.', sessions: [] });
    expect(await browserReads.sessionInfo()).toBeNull();
  });

  it.each([
    ['no list', { success: true }],
    [
      'a list that is not one',
      { success: true, sessions: { id: 'a', sessions: '1', months: '1', people: '1' } },
    ],
    ['a null record', { success: true, sessions: [null] }],
    ['a missing figure', { success: true, sessions: [{ id: 'a', sessions: '1', months: '1' }] }],
    ['a missing id', { success: true, sessions: [{ sessions: '1', months: '1', people: '1' }] }],
    [
      'a figure as a number (before decision 35)',
      { success: true, sessions: [{ id: 'a', sessions: 1200, months: '1', people: '1' }] },
    ],
  ])('gives null for an answer with %s', async (_, body) => {
    answer(body);
    expect(await browserReads.sessionInfo()).toBeNull();
  });

  it('fails when the server answers with an error status', async () => {
    answer({ success: false, msg: 'Something went wrong', code: 'INTERNAL' }, 500);
    await expect(browserReads.sessionInfo()).rejects.toMatchObject({ status: 500 });
  });
});

describe('browserReads.testimonials', () => {
  it('gives the testimonials with their four fields, leaving out broken ones', async () => {
    answer({
      success: true,
      testimonials: [
        { id: 'a', testimonial: 'Clear classes.', name: 'Asha Rao', by: 'Teacher, Mysuru', x: 1 },
        { id: 'b', testimonial: 'Patient answers.', name: 'Vikram Sen' },
        null,
      ],
    });
    expect(await browserReads.testimonials()).toEqual([
      { id: 'a', testimonial: 'Clear classes.', name: 'Asha Rao', by: 'Teacher, Mysuru' },
    ]);
  });

  it('gives an empty list for an answer without a list', async () => {
    answer({ success: true });
    expect(await browserReads.testimonials()).toEqual([]);
  });
});
