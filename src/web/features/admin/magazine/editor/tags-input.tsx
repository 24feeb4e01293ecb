import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { normaliseTag } from '../../../../../shared/magazine/tags';
import {
  BLOG_TAG_MAX_LENGTH,
  BLOG_TAGS_MAX,
  blogAdminMessages,
} from '../../../../../shared/schemas/blog-admin';
import { FormTextField } from '../../../../components/form/form-text-field';

type TagsInputProps = {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  error?: string;
};

/** What adding `typed` to `tags` gives (seed 001 section 5's rules), or why it adds nothing. */
export function addTag(
  tags: readonly string[],
  typed: string,
): { tags: string[]; problem?: string } {
  const tag = normaliseTag(typed);
  if (tag === '' || tags.includes(tag)) return { tags: [...tags] };
  if (tag.length > BLOG_TAG_MAX_LENGTH)
    return { tags: [...tags], problem: blogAdminMessages.tagTooLong };
  if (tags.length >= BLOG_TAGS_MAX)
    return { tags: [...tags], problem: blogAdminMessages.tooManyTags };
  return { tags: [...tags, tag] };
}

/**
 * The article's tags: typed, then added by the Add button or Enter, trimmed, commas removed,
 * lowercased, never twice and never empty (seed 001); each removed by its own named button.
 */
export function TagsInput({ tags, onChange, error }: TagsInputProps) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();

  const add = () => {
    const next = addTag(tags, typed);
    setProblem(next.problem);
    if (next.problem) return;
    onChange(next.tags);
    setTyped('');
  };

  return (
    <Box>
      <Box
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter adds the tag; it never submits the article.
          event.preventDefault();
          add();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <FormTextField
          id="blog-tag"
          label="Tag"
          autoComplete="off"
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setProblem(undefined);
          }}
          error={problem ?? error}
          help="Type a tag, then press Enter or Add"
        />
        <Button variant="outlined" onClick={add} sx={{ mt: 1 }}>
          Add
        </Button>
      </Box>
      {tags.length > 0 && (
        <Box
          component="ul"
          aria-label="Tags"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mt: 1, listStyle: 'none' }}
        >
          {tags.map((tag) => (
            <Box
              component="li"
              key={tag}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.25,
                pl: 1.5,
                pr: 0.25,
                borderRadius: 4,
                bgcolor: 'grey.200',
                fontSize: '0.875rem',
              }}
            >
              {tag}
              <IconButton
                size="small"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
