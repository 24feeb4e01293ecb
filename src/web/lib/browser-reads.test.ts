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
        { id: 'a', sessions: 1200, months: 48, people: 35000 },
        { sessions: 1, months: 1, people: 1 },
      ],
    });
    expect(await browserReads.sessionInfo()).toEqual({ sessions: 1200, months: 48, people: 35000 });
  });

  it('gives null when there is no record', async () => {
    answer({ success: true, msg: 'No session info yet.', sessions: [] });
    expect(await browserReads.sessionInfo()).toBeNull();
  });

  it.each([
    ['no list', { success: true }],
    ['a list that is not one', { success: true, sessions: { sessions: 1, months: 1, people: 1 } }],
    ['a null record', { success: true, sessions: [null] }],
    ['a missing figure', { success: true, sessions: [{ sessions: 1, months: 1 }] }],
    ['a figure in text', { success: true, sessions: [{ sessions: '1200', months: 1, people: 1 }] }],
    ['a negative figure', { success: true, sessions: [{ sessions: 1, months: -3, people: 1 }] }],
    ['a fraction', { success: true, sessions: [{ sessions: 1, months: 1, people: 2.5 }] }],
  ])('gives null for an answer with %s', async (_, body) => {
    answer(body);
    expect(await browserReads.sessionInfo()).toBeNull();
  });

  it('fails when the server answers with an error status', async () => {
    answer({ success: false, msg: 'Something went wrong', code: 'INTERNAL' }, 500);
    await expect(browserReads.sessionInfo()).rejects.toMatchObject({ status: 500 });
  });
});
