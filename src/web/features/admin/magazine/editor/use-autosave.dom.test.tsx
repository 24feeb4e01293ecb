// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BLOG_AUTOSAVE_DELAY_MS,
  type TBlogAutosaveRequest,
  type TBlogDraftData,
} from '../../../../../shared/schemas/blog-admin';
import { ApiError, networkError } from '../../../../lib/api-client';
import { render, type } from '../../../../testing/dom';
import { EMPTY_DRAFT } from './blog-post-form';
import { autosaveText, readSessionDraft, useAutosave } from './use-autosave';

const KEY = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';

function Harness({ save }: { save: (body: TBlogAutosaveRequest) => Promise<{ savedAt: string }> }) {
  const [data, setData] = useState<TBlogDraftData>(EMPTY_DRAFT);
  const { status } = useAutosave({ key: KEY, data, dirty: data.title !== '', save });
  return (
    <>
      <input
        id="title"
        value={data.title}
        onChange={(event) => setData({ ...data, title: event.target.value })}
      />
      <p role="status">{autosaveText(status)}</p>
    </>
  );
}

const status = () => document.querySelector('[role=status]')!.textContent;
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('the autosave', () => {
  it('saves once the writer pauses, and says when (India time)', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async (_body: TBlogAutosaveRequest) => ({
      savedAt: '2026-11-27T05:12:13.000Z',
    }));
    render(<Harness save={save} />);
    expect(status()).toMatch(/kept as a draft while you write/);
    type('#title', 'A');
    await advance(BLOG_AUTOSAVE_DELAY_MS / 2);
    type('#title', 'AB');
    await advance(BLOG_AUTOSAVE_DELAY_MS - 10);
    expect(save).not.toHaveBeenCalled();
    // The tab keeps every change at once: a reload loses nothing.
    expect(readSessionDraft(KEY)?.title).toBe('AB');
    await advance(20);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toMatchObject({ key: KEY, data: { title: 'AB' } });
    expect(status()).toBe('Draft saved at 10:42:13');
  });

  it('says the connection was lost, and saves when it returns', async () => {
    vi.useFakeTimers();
    // The save fails after the pause, at 10:42:13 India time.
    vi.setSystemTime(new Date(Date.parse('2026-11-27T05:12:13.000Z') - BLOG_AUTOSAVE_DELAY_MS));
    const save = vi
      .fn<(body: TBlogAutosaveRequest) => Promise<{ savedAt: string }>>()
      .mockRejectedValueOnce(networkError())
      .mockResolvedValue({ savedAt: '2026-11-27T05:12:20.000Z' });
    render(<Harness save={save} />);
    type('#title', 'Lost');
    await advance(BLOG_AUTOSAVE_DELAY_MS);
    expect(status()).toBe(
      'Not saved: the connection was lost at 10:42:13. Keep this tab open; it will save when the connection returns.',
    );
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(save).toHaveBeenCalledTimes(2);
    expect(status()).toBe('Draft saved at 10:42:20');
  });

  it('tries again by itself, waiting longer each time', async () => {
    vi.useFakeTimers();
    const save = vi
      .fn<(body: TBlogAutosaveRequest) => Promise<{ savedAt: string }>>()
      .mockRejectedValueOnce(networkError())
      .mockRejectedValueOnce(networkError())
      .mockResolvedValue({ savedAt: '2026-11-27T05:12:20.000Z' });
    render(<Harness save={save} />);
    type('#title', 'Retry');
    await advance(BLOG_AUTOSAVE_DELAY_MS);
    await advance(BLOG_AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(2);
    await advance(BLOG_AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(2);
    await advance(BLOG_AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(3);
    expect(status()).toBe('Draft saved at 10:42:20');
  });

  it('says why when the server refuses the draft', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async (_body: TBlogAutosaveRequest): Promise<{ savedAt: string }> => {
      throw new ApiError(400, 'This article is too long to save. Split it into two articles.');
    });
    render(<Harness save={save} />);
    type('#title', 'Long');
    await advance(BLOG_AUTOSAVE_DELAY_MS);
    expect(status()).toBe(
      'Not saved: This article is too long to save. Split it into two articles.',
    );
  });
});
