// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import {
  ZBlogDraftDataSchema,
  type TBlogDraftData,
} from '../../../../../shared/schemas/blog-admin';
import { storeAdminToken } from '../../api/admin-token';
import { render, settle, stubApi } from '../../../../testing/dom';
import { articleText, RevisionsDialog } from './revisions-dialog';

afterEach(() => sessionStorage.clear());

const draft = (fields: Partial<TBlogDraftData>) => ZBlogDraftDataSchema.parse(fields);

const older = draft({
  title: 'Why SIPs work',
  content: '<p>Invest a fixed amount every month.</p><p>Stay the course.</p>',
});
const newer = draft({
  title: 'Why SIPs work for salaried people',
  content: '<p>Invest a fixed amount every month.</p>',
});

const revisions = {
  status: 200,
  body: {
    success: true,
    msg: 'Revisions',
    revisions: [
      { id: 2, blogId: 7, adminName: 'meera', savedAt: '2026-11-27T06:30:00.000Z', data: newer },
      { id: 1, blogId: 7, adminName: 'arjun', savedAt: '2026-11-26T04:30:00.000Z', data: older },
    ],
  },
};

const current = draft({
  title: 'Why SIPs work for everyone',
  content: '<p>Invest a fixed amount each month.</p>',
});

const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent === name,
  );

async function open(onRestore = vi.fn(), onClose = vi.fn()) {
  storeAdminToken('token');
  const fetch = stubApi(revisions);
  render(
    <RevisionsDialog open blogId={7} current={current} onClose={onClose} onRestore={onRestore} />,
  );
  await settle(undefined, 400);
  return { fetch, onRestore, onClose };
}

it('lists the revisions newest first, with when (India time), who and the title', async () => {
  const { fetch } = await open();
  expect(String(fetch.mock.calls[0]![0])).toContain('admin/blogRevisions?blog=7');
  const items = [...document.querySelectorAll('ol[aria-label="Revisions, newest first"] > li')];
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringMatching(
      /^Why SIPs work for salaried people.*27 Nov 2026, 12:00 IST, saved by meera/,
    ),
    expect.stringMatching(/^Why SIPs work.*26 Nov 2026, 10:00 IST, saved by arjun/),
  ]);
});

it('compares a revision with the editor word by word, said in words as well as struck and underlined', async () => {
  await open();
  await settle(() =>
    button('Compare the revision of 26 Nov 2026, 10:00 IST, saved by arjun')!.click(),
  );
  const [title, text] = [...document.querySelectorAll('[role="dialog"] section')];
  expect(title!.querySelector('ins')?.textContent).toBe('[only in the editor: for everyone]');
  expect(title!.querySelector('del')).toBe(null);
  const deleted = [...text!.querySelectorAll('del')].map((d) =>
    d.textContent?.replace(/\s+/g, ' '),
  );
  const inserted = [...text!.querySelectorAll('ins')].map((i) =>
    i.textContent?.replace(/\s+/g, ' '),
  );
  expect(deleted).toEqual([
    '[only in the revision: every]',
    '[only in the revision: Stay the course.]',
  ]);
  expect(inserted).toEqual(['[only in the editor: each]']);
  expect(document.activeElement?.textContent).toMatch(/^Compare the revision of 26 Nov 2026/);
});

it('hands the chosen revision to the editor on Restore, and closes', async () => {
  const { onRestore, onClose } = await open();
  await settle(() =>
    button('Compare the revision of 26 Nov 2026, 10:00 IST, saved by arjun')!.click(),
  );
  await act(async () => button('Restore this revision')!.click());
  expect(onRestore).toHaveBeenCalledWith(older);
  expect(onClose).toHaveBeenCalled();

  onRestore.mockClear();
  await act(async () =>
    button('Restore the revision of 27 Nov 2026, 12:00 IST, saved by meera')!.click(),
  );
  expect(onRestore).toHaveBeenCalledWith(newer);
});

it('reads an article as its words, one space between blocks, markup gone', () => {
  expect(
    articleText('<h2>Start</h2><p>One <strong>two</strong></p><ul><li>a</li><li>b</li></ul>'),
  ).toBe('Start One two a b');
});
