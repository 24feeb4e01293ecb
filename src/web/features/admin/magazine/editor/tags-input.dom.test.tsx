// @vitest-environment happy-dom
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BLOG_TAGS_MAX, blogAdminMessages } from '../../../../../shared/schemas/blog-admin';
import { render, type } from '../../../../testing/dom';
import { addTag, TagsInput } from './tags-input';

function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  return <TagsInput tags={tags} onChange={setTags} />;
}

const shownTags = () =>
  Array.from(document.querySelectorAll('ul[aria-label="Tags"] li'), (li) => li.textContent);

const pressEnter = () =>
  act(() => {
    document
      .querySelector('#blog-tag')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });

const clickButton = (name: string) =>
  act(() => {
    const button = Array.from(document.querySelectorAll('button')).find(
      (element) => (element.getAttribute('aria-label') ?? element.textContent) === name,
    );
    if (!button) throw new Error(`no button ${name}`);
    button.click();
  });

describe('the tags input', () => {
  it('adds a tag trimmed, without commas and lowercased, by Enter or by Add', () => {
    render(<Harness />);
    type('#blog-tag', '  Save, TAX ');
    pressEnter();
    expect(shownTags()).toEqual(['save tax']);
    expect(document.querySelector<HTMLInputElement>('#blog-tag')!.value).toBe('');
    type('#blog-tag', 'Retirement');
    clickButton('Add');
    expect(shownTags()).toEqual(['save tax', 'retirement']);
  });

  it('adds neither an empty tag nor one it already has', () => {
    render(<Harness initial={['gold']} />);
    type('#blog-tag', ' , ');
    pressEnter();
    type('#blog-tag', 'GOLD');
    clickButton('Add');
    expect(shownTags()).toEqual(['gold']);
  });

  it('removes a tag by its own named button', () => {
    render(<Harness initial={['gold', 'silver']} />);
    clickButton('Remove tag gold');
    expect(shownTags()).toEqual(['silver']);
  });

  it('says why when a tag is too long or there are too many', () => {
    expect(addTag([], 'x'.repeat(41)).problem).toBe(blogAdminMessages.tagTooLong);
    const full = Array.from({ length: BLOG_TAGS_MAX }, (_, i) => `tag ${i}`);
    expect(addTag(full, 'one more')).toEqual({
      tags: full,
      problem: blogAdminMessages.tooManyTags,
    });
  });
});
