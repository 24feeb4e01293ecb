import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Editor } from '@tiptap/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import { paths } from '../../../../../shared/config/paths';
import { articlePath } from '../../../../../shared/magazine/slug';
import {
  BLOG_DESCRIPTION_MAX_LENGTH,
  BLOG_SEO_TITLE_MAX_LENGTH,
  BLOG_TITLE_MAX_LENGTH,
  type TBlogAdminArticle,
  type TBlogDraftData,
  type TBlogStatus,
} from '../../../../../shared/schemas/blog-admin';
import { FormAlert } from '../../../../components/form/form-alert';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { useForm } from '../../../../components/form/use-form';
import { useNotify } from '../../../../lib/notify';
import { ImageUploadField } from '../../components/image-upload-field';
import { useAdminAuthors, useAdminSections } from '../api/magazine-admin-api';
import { ArticleEditor } from './article-editor';
import { insertBlog, updateBlog } from './editor-api';
import { editorSchema, type EditorField } from './editor-schema';
import { fromIndiaDateTime, indiaDateTime, indiaToday } from './india-time';
import { PublishingFields } from './publishing-fields';
import { SeoPreview } from './seo-preview';
import { TagsInput } from './tags-input';
import { autosaveText, forgetSessionDraft, useAutosave } from './use-autosave';

type Values = Record<EditorField, string>;

/** The form's text values from a draft (an autosave, a revision, an article). */
function valuesOf(data: TBlogDraftData): Values {
  const at = data.status === 'scheduled' && data.publishAt ? indiaDateTime(data.publishAt) : null;
  return {
    title: data.title,
    content: data.content,
    section: data.section ? String(data.section) : '',
    author: data.author ? String(data.author) : '',
    createdAt: data.createdAt.slice(0, 10) || indiaToday(),
    tags: '',
    imageURL: data.imageURL,
    imageAlt: data.imageAlt,
    status: data.status,
    publishDate: at?.date ?? '',
    publishTime: at?.time ?? '',
    seoTitle: data.seoTitle,
    description: data.description,
  };
}

/** What the autosave keeps of the form. */
function draftOf(values: Values, tags: string[]): TBlogDraftData {
  return {
    title: values.title,
    content: values.content,
    imageURL: values.imageURL,
    imageAlt: values.imageAlt,
    section: Number(values.section) || null,
    author: Number(values.author) || null,
    tags,
    createdAt: values.createdAt,
    description: values.description,
    seoTitle: values.seoTitle,
    status: values.status as TBlogStatus,
    publishAt:
      values.status === 'scheduled' && values.publishDate && values.publishTime
        ? fromIndiaDateTime(values.publishDate, values.publishTime)
        : null,
  };
}

/** An article as the editor's draft data. */
export function draftOfArticle(article: TBlogAdminArticle): TBlogDraftData {
  return {
    title: article.title,
    content: article.content,
    imageURL: article.imageURL,
    imageAlt: article.imageAlt,
    section: article.section,
    author: article.author.id,
    tags: article.tags,
    createdAt: article.createdAt,
    description: article.description,
    seoTitle: article.seoTitle,
    status: article.status,
    publishAt: article.publishAt,
  };
}

export const EMPTY_DRAFT: TBlogDraftData = {
  title: '',
  content: '',
  imageURL: '',
  imageAlt: '',
  section: null,
  author: null,
  tags: [],
  createdAt: '',
  description: '',
  seoTitle: '',
  status: 'published',
  publishAt: null,
};

type BlogPostFormProps = {
  /** The article being edited; absent for a new one. */
  article?: TBlogAdminArticle;
  /** What the form opens with: the article, or a draft being continued. */
  initial: TBlogDraftData;
  /** The autosave key of this editing session. */
  draftKey: string;
  /** A notice above the form (a draft restored, a newer autosave to restore). */
  banner?: (restore: (data: TBlogDraftData) => void) => ReactNode;
  /** Buttons beside Save (Preview, Revisions), given the form's state and its restore. */
  extraActions?: (tools: {
    current: () => TBlogDraftData;
    flush: () => Promise<boolean>;
    restore: (data: TBlogDraftData) => void;
  }) => ReactNode;
  /** The first change since the editor opened (the page puts the draft key in the address). */
  onFirstChange?: () => void;
};

/**
 * The article form (seed 001 section 5 and issue 24): title, section and author, the date, tags,
 * the cover and its description, the body in TipTap, publishing (draft, now or at a time in
 * India time), the search result's title and description, then Save (new) or Update.
 */
export function BlogPostForm({
  article,
  initial,
  draftKey,
  banner,
  extraActions,
  onFirstChange,
}: BlogPostFormProps) {
  const notify = useNotify();
  const [, navigate] = useLocation();
  const sections = useAdminSections();
  const authors = useAdminAuthors();
  const [tags, setTags] = useState(initial.tags);
  const [coverBusy, setCoverBusy] = useState(false);
  const [contentBusy, setContentBusy] = useState(false);
  const [editor, setEditor] = useState<Editor | null>(null);
  const initialValues = useMemo(() => valuesOf(initial), [initial]);
  const [openedJson] = useState(() => JSON.stringify(draftOf(initialValues, initial.tags)));

  const form = useForm({
    schema: article ? editorSchema(true) : editorSchema(false),
    initialValues,
    toInput: (values) => {
      const draft = draftOf(values, tags);
      const sectionName = sections.data?.sections.find((s) => s.id === draft.section)?.name;
      return {
        ...draft,
        section: draft.section ?? undefined,
        author: draft.author ?? undefined,
        sectionName,
        createdAt: values.createdAt || undefined,
        publishAt: values.status === 'scheduled' ? (draft.publishAt ?? undefined) : null,
        draftKey,
        ...(article ? { id: article.id, updatedAt: article.updatedAt } : {}),
      };
    },
    submit: (data) =>
      'id' in data ? updateBlog(data as Parameters<typeof updateBlog>[0]) : insertBlog(data),
    onSuccess: (answer) => {
      forgetSessionDraft(draftKey);
      notify(answer.msg, 'success');
      navigate(paths.adminBlogManagement.path);
    },
  });

  const draft = draftOf(form.values, tags);
  const dirty = JSON.stringify(draft) !== openedJson;
  const autosave = useAutosave({ key: draftKey, blogId: article?.id, data: draft, dirty });
  const told = useRef(false);
  useEffect(() => {
    if (!dirty || told.current) return;
    told.current = true;
    onFirstChange?.();
  }, [dirty, onFirstChange]);

  // A revision brings back what the article said, not when it goes public: a revision saved
  // while the article was scheduled would otherwise bring back a time long past.
  const restore = useCallback(
    (data: TBlogDraftData) => {
      const { status, publishDate, publishTime } = form.values;
      form.setValues({ ...valuesOf(data), status, publishDate, publishTime });
      setTags(data.tags);
      editor?.commands.setContent(data.content, { emitUpdate: false });
    },
    [form, editor],
  );

  const setContent = useCallback(
    (html: string) => form.setValue('content', html),
    // setValue is stable (useCallback in useForm).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form.setValue],
  );

  const sectionOptions = (sections.data?.sections ?? []).map((s) => ({
    value: String(s.id),
    label: s.name,
  }));
  const authorOptions = (authors.data?.authors ?? []).map((a) => ({
    value: String(a.id),
    label: a.name,
  }));
  const searchPath = articlePath({
    id: article?.id ?? 0,
    title: form.values.title,
    slug: article?.slug,
  }).replace(/-0$/, '-…');

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={article ? `Update ${article.title}` : 'New article'}
      sx={{ display: 'grid', gap: 3, maxWidth: 960 }}
    >
      {banner?.(restore)}
      <Typography
        role="status"
        sx={{ color: autosave.status.kind === 'offline' ? 'error.main' : 'text.secondary' }}
      >
        {autosaveText(autosave.status)}
      </Typography>
      <FormTextField
        id="blog-title"
        label="Title"
        autoComplete="off"
        required
        help={`At most ${BLOG_TITLE_MAX_LENGTH} characters`}
        {...form.field('title')}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        <FormSelectField
          id="blog-section"
          label="Section"
          prompt={sections.data ? 'Choose a section' : 'Loading sections…'}
          help="Where the article is listed"
          options={sectionOptions}
          {...form.field('section')}
        />
        <FormSelectField
          id="blog-author"
          label="Author"
          prompt={authors.data ? 'Choose an author' : 'Loading authors…'}
          help="Whose name the article carries"
          options={authorOptions}
          {...form.field('author')}
        />
        <FormTextField
          id="blog-date"
          label="Date"
          type="date"
          autoComplete="off"
          help="The article's date, India time"
          {...form.field('createdAt')}
        />
      </Box>
      {(sections.error || authors.error) && (
        <Alert severity="error">
          {(sections.error ?? authors.error)?.message ||
            'The sections or authors could not be read.'}
        </Alert>
      )}
      <TagsInput
        tags={tags}
        onChange={(next) => {
          setTags(next);
          form.setValue('tags', '');
        }}
        error={form.errorFor('tags')}
      />
      <ImageUploadField
        label="Cover image"
        folder="blog_images"
        value={form.values.imageURL}
        onChange={(url) => form.setValue('imageURL', url)}
        onBusyChange={setCoverBusy}
        errorText={form.errorFor('imageURL')}
        inputRef={form.field('imageURL').inputRef}
        alt={{
          label: 'Cover description',
          required: form.values.imageURL !== '',
          value: form.values.imageAlt,
          onChange: (value) => form.setValue('imageAlt', value),
          error: form.errorFor('imageAlt'),
        }}
      />
      <ArticleEditor
        initialContent={initial.content}
        onChange={setContent}
        onReady={setEditor}
        onUploadingChange={setContentBusy}
        error={form.errorFor('content')}
        inputRef={form.field('content').inputRef}
      />
      <PublishingFields
        status={form.field('status')}
        publishDate={form.field('publishDate')}
        publishTime={form.field('publishTime')}
        published={article?.status === 'published'}
      />
      <Box
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}
      >
        <Box component="legend" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
          Search result
        </Box>
        <FormTextField
          id="blog-seo-title"
          label="Search-result title"
          autoComplete="off"
          help={`Optional; the title is used without it. ${form.values.seoTitle.length}/${BLOG_SEO_TITLE_MAX_LENGTH} characters`}
          {...form.field('seoTitle')}
        />
        <FormTextField
          id="blog-description"
          label="Description"
          autoComplete="off"
          rows={2}
          help={`Shown under the title in search results and link previews. ${form.values.description.length}/${BLOG_DESCRIPTION_MAX_LENGTH} characters`}
          {...form.field('description')}
        />
        <SeoPreview
          title={form.values.seoTitle || form.values.title}
          path={searchPath}
          description={form.values.description}
        />
      </Box>
      <FormAlert notice={form.notice} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <SubmitButton
          busy={form.busy}
          busyLabel={article ? 'Updating…' : 'Saving…'}
          disabled={coverBusy || contentBusy}
        >
          {article ? 'Update' : 'Save'}
        </SubmitButton>
        {extraActions?.({ current: () => draft, flush: autosave.flush, restore })}
        <Button component={RouterLink} to={paths.adminBlogManagement.path}>
          Back to the list
        </Button>
      </Box>
    </Box>
  );
}
