import {
  blogAdminMessages as m,
  ZBlogInsertRequestSchema,
  ZBlogUpdateRequestSchema,
  type TBlogInsert,
  type TBlogUpdate,
} from '../../../../../shared/schemas/blog-admin';
import type { ParsingSchema } from '../../../../components/form/use-form';

const PICTURES_NEED_ALT =
  'Please describe every picture: select it, then press Picture description in the toolbar';

/** The editor's fields in the order their problems are shown (one at a time, seed 001). */
const EDITOR_FIELDS = [
  'title',
  'content',
  'section',
  'author',
  'createdAt',
  'tags',
  'imageURL',
  'imageAlt',
  'status',
  'publishDate',
  'publishTime',
  'seoTitle',
  'description',
] as const;
export type EditorField = (typeof EDITOR_FIELDS)[number];

type Issue = { path: PropertyKey[]; message: string };

/** The content has no words, no picture and no video: the seed's 'Please enter blog content'. */
function contentProblem(html: string): string | null {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  if (body.querySelector('img:not([alt]), img[alt=""]')) return PICTURES_NEED_ALT;
  const empty = (body.textContent ?? '').trim() === '' && !body.querySelector('img, iframe');
  return empty ? m.enterContent : null;
}

/** A problem as the form places it: the schema's field names turned into the editor's. */
function placed(issue: Issue): Issue {
  const field = issue.path[0];
  if (field === 'section') return { path: ['section'], message: m.chooseSection };
  if (field === 'author') return { path: ['author'], message: m.chooseAuthor };
  if (field === 'publishAt') return { path: ['publishDate'], message: issue.message };
  return issue;
}

const order = (issue: Issue) => {
  const at = EDITOR_FIELDS.indexOf(issue.path[0] as EditorField);
  return at < 0 ? EDITOR_FIELDS.length : at;
};

/**
 * The shared schema of the save (insert, or update with its id and version), plus what only the
 * editor can see: an empty body, a picture without a description. Problems come in the form's
 * order, the first shown on its field.
 */
export function editorSchema(update: true): ParsingSchema<TBlogUpdate>;
export function editorSchema(update: false): ParsingSchema<TBlogInsert>;
export function editorSchema(update: boolean): ParsingSchema<TBlogInsert | TBlogUpdate> {
  const schema = update ? ZBlogUpdateRequestSchema : ZBlogInsertRequestSchema;
  return {
    safeParse(input: unknown) {
      const result = schema.safeParse(input);
      const content = contentProblem((input as { content: string }).content);
      if (result.success && !content) return result;
      const issues = result.success ? [] : result.error.issues.map(placed);
      if (content) issues.push({ path: ['content'], message: content });
      issues.sort((a, b) => order(a) - order(b));
      return { success: false, error: { issues } };
    },
  };
}
