// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { blogAdminMessages, UPLOAD_MAX_BYTES } from '../../../../shared/schemas/blog-admin';
import { storeAdminToken } from '../api/admin-token';
import { render, settle, stubApi, type } from '../../../testing/dom';
import { ImageUploadField } from './image-upload-field';

afterEach(() => sessionStorage.clear());

const OLD = '/media/images/11111111-1111-4111-8111-111111111111-640.webp';
const NEW = '/media/images/22222222-2222-4222-8222-222222222222-1280.webp';

const uploaded = {
  status: 200,
  body: {
    success: true,
    msg: 'Image uploaded',
    image: {
      id: '22222222-2222-4222-8222-222222222222',
      url: NEW,
      width: 1600,
      height: 900,
      widths: [320, 640, 720, 960, 1280],
    },
  },
};

function Field({ initial, onChange }: { initial: string; onChange: (url: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageUploadField
      label="Author picture"
      folder="author_image"
      value={value}
      onChange={(url) => {
        setValue(url);
        onChange(url);
      }}
      failureText={blogAdminMessages.authorUploadFailed}
    />
  );
}

function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const picture = () => document.querySelector('fieldset img')?.getAttribute('src');
const status = () => document.querySelector('[role=status]')?.textContent;
const alert = () => document.querySelector('[role=alert]')?.textContent;

it('says Uploading Image while the picture goes, then shows the stored picture', async () => {
  storeAdminToken('token');
  let answer!: () => void;
  const fetch = vi.fn(
    (_url: string, _init: RequestInit) =>
      new Promise<Response>((resolve) => {
        answer = () => resolve(new Response(JSON.stringify(uploaded.body), { status: 200 }));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  const onChange = vi.fn();
  render(<Field initial="" onChange={onChange} />);
  expect(document.querySelector('[aria-label="No picture yet"]')).not.toBeNull();
  expect(document.querySelector('label')?.textContent).toContain('Choose picture');

  choose(new File(['png bytes'], 'me.png', { type: 'image/png' }));
  await settle();
  expect(status()).toBe('Uploading Image');

  await settle(() => answer());
  expect(status()).toBe('');
  expect(onChange).toHaveBeenCalledWith(NEW);
  expect(picture()).toBe('/media/images/22222222-2222-4222-8222-222222222222-320.webp');

  const [url, init] = fetch.mock.calls[0]!;
  expect(url).toBe('/api/admin/uploadImage');
  expect(new Headers(init.headers).get('authorization')).toBe('Bearer token');
  const body = init.body as FormData;
  expect([...body.keys()]).toEqual(['folder', 'file']);
  expect(body.get('folder')).toBe('author_image');
});

it('says the upload failed, with the server reason, and keeps the picture there was', async () => {
  storeAdminToken('token');
  stubApi({
    status: 415,
    body: { success: false, msg: 'This file is not a picture.', code: 'UNSUPPORTED_MEDIA_TYPE' },
  });
  const onChange = vi.fn();
  render(<Field initial={OLD} onChange={onChange} />);

  choose(new File(['<svg/>'], 'me.png', { type: 'image/png' }));
  await settle();

  expect(alert()).toBe(`${blogAdminMessages.authorUploadFailed} This file is not a picture.`);
  const said = document.querySelector('[role=alert]')!;
  const input = document.querySelector('input[type=file]')!;
  expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(said.id);
  expect(onChange).not.toHaveBeenCalled();
  expect(picture()).toBe('/media/images/11111111-1111-4111-8111-111111111111-320.webp');
  expect(status()).toBe('');
});

it('refuses a file over the upload limit without sending it', async () => {
  storeAdminToken('token');
  const fetch = stubApi();
  render(<Field initial="" onChange={vi.fn()} />);
  const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
  Object.defineProperty(big, 'size', { value: UPLOAD_MAX_BYTES + 1 });

  choose(big);
  await settle();

  expect(alert()).toBe(
    `${blogAdminMessages.authorUploadFailed} ${blogAdminMessages.uploadTooLarge}`,
  );
  expect(fetch).not.toHaveBeenCalled();
});

it('asks for the picture description under it when given alt', () => {
  const onAlt = vi.fn();
  render(
    <ImageUploadField
      label="Cover image"
      folder="blog_images"
      value={OLD}
      onChange={vi.fn()}
      alt={{ value: '', onChange: onAlt, label: 'Cover description', required: true }}
    />,
  );
  const field = document.querySelector<HTMLInputElement>('fieldset input[type=text]')!;
  expect(document.querySelector(`label[for="${field.id}"]`)?.textContent).toContain(
    'Cover description',
  );
  expect(field.required).toBe(true);
  type(`[id="${field.id}"]`, 'A pie chart of a family budget');
  expect(onAlt).toHaveBeenCalledWith('A pie chart of a family budget');
});
