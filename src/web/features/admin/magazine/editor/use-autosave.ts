import { useEffect, useState } from 'react';
import {
  BLOG_AUTOSAVE_DELAY_MS,
  type TBlogAutosaveRequest,
  type TBlogDraftData,
} from '../../../../../shared/schemas/blog-admin';
import { ApiError } from '../../../../lib/api-client';
import { saveAutosave } from './editor-api';
import { indiaClock } from './india-time';

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  /** The server could not be reached (or failed): retried with backoff, and when back online. */
  | { kind: 'offline'; at: string }
  /** The server refused the draft (too long, say): said, and tried again on the next change. */
  | { kind: 'refused'; message: string };

/** The longest wait between two tries while the connection is lost. */
const AUTOSAVE_RETRY_MAX_MS = 30_000;

/** The status line's words. */
export function autosaveText(status: AutosaveStatus): string {
  switch (status.kind) {
    case 'idle':
      return 'Your changes are kept as a draft while you write; readers see them only after you save.';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Draft saved at ${indiaClock(status.at)}`;
    case 'offline':
      return `Not saved: the connection was lost at ${indiaClock(status.at)}. Keep this tab open; it will save when the connection returns.`;
    case 'refused':
      return `Not saved: ${status.message}`;
  }
}

/** Where the tab keeps the latest state, so that a reload loses nothing. */
const sessionDraftKey = (key: string) => `blog-draft:${key}`;

export function readSessionDraft(key: string): TBlogDraftData | null {
  try {
    const kept = sessionStorage.getItem(sessionDraftKey(key));
    return kept ? (JSON.parse(kept) as TBlogDraftData) : null;
  } catch {
    return null;
  }
}

export function forgetSessionDraft(key: string) {
  try {
    sessionStorage.removeItem(sessionDraftKey(key));
  } catch {
    // Storage refused (private mode): nothing was kept.
  }
}

type UseAutosaveOptions = {
  key: string;
  blogId?: number;
  data: TBlogDraftData;
  /** Something was changed since the editor opened: until then nothing is saved. */
  dirty: boolean;
  save?: (body: TBlogAutosaveRequest) => Promise<{ savedAt: string }>;
};

type Pending = { key: string; blogId?: number; json: string };

/**
 * The saving itself, kept outside React: the latest state, what the server has, the retry timer
 * and the queue that keeps one save at a time, in order.
 */
function createAutosaver(
  save: (body: TBlogAutosaveRequest) => Promise<{ savedAt: string }>,
  report: (status: AutosaveStatus) => void,
) {
  let latest: Pending | null = null;
  let saved: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let queue = Promise.resolve(true);

  const run = async (force: boolean): Promise<boolean> => {
    clearTimeout(timer);
    const current = latest;
    if (!current) return false;
    const savedAs = `${current.key}\n${current.json}`;
    if (!force && saved === savedAs) return true;
    report({ kind: 'saving' });
    try {
      const answer = await save({
        key: current.key,
        blogId: current.blogId,
        data: JSON.parse(current.json) as TBlogDraftData,
      });
      saved = savedAs;
      failures = 0;
      report({ kind: 'saved', at: answer.savedAt });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        report({ kind: 'refused', message: error.message });
        return false;
      }
      failures += 1;
      report({ kind: 'offline', at: new Date().toISOString() });
      const wait = Math.min(AUTOSAVE_RETRY_MAX_MS, BLOG_AUTOSAVE_DELAY_MS * 2 ** (failures - 1));
      timer = setTimeout(() => void enqueue(false), wait);
      return false;
    }
  };

  const enqueue = (force: boolean) => (queue = queue.then(() => run(force)));

  return {
    /** The state changed: saved once the writer pauses. */
    changed(pending: Pending) {
      latest = pending;
      clearTimeout(timer);
      timer = setTimeout(() => void enqueue(false), BLOG_AUTOSAVE_DELAY_MS);
    },
    /** The state, without a save (the editor has just opened). */
    track(pending: Pending) {
      latest = pending;
    },
    flush: () => enqueue(true),
    /** Back online: the failed save is tried at once. */
    online() {
      if (failures > 0) void enqueue(false);
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * The editor's work in progress (issue 24), apart from the article: saved BLOG_AUTOSAVE_DELAY_MS
 * after the last change, kept in the tab's session storage at every change, and tried again with
 * a growing wait (and at once when the browser is back online) while the server cannot be
 * reached. `flush` saves now (the preview needs the latest state on the server).
 */
export function useAutosave({ key, blogId, data, dirty, save = saveAutosave }: UseAutosaveOptions) {
  const json = JSON.stringify(data);
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const [saver] = useState(() => createAutosaver(save, setStatus));

  useEffect(() => {
    const pending = { key, blogId, json };
    if (!dirty) return saver.track(pending);
    try {
      sessionStorage.setItem(sessionDraftKey(key), json);
    } catch {
      // Storage full or refused: the server's copy still holds the work.
    }
    saver.changed(pending);
  }, [saver, dirty, key, blogId, json]);

  useEffect(() => {
    const online = () => saver.online();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      saver.stop();
    };
  }, [saver]);

  return { status, flush: saver.flush };
}
