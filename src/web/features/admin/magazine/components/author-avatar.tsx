import Avatar from '@mui/material/Avatar';

/** The first letters of the first and last words of a name: 'Kavita Rao' → 'KR'. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * An author's picture where one is stored, else their initials drawn in a circle (pictures are
 * uploaded with the article editor's uploads). Beside the name, so hidden from screen readers.
 */
export function AuthorAvatar({ name, imageUrl }: { name: string; imageUrl: string }) {
  return (
    <Avatar
      aria-hidden="true"
      src={imageUrl || undefined}
      alt=""
      sx={{ width: 40, height: 40, bgcolor: 'primary.main', fontSize: '1rem', fontWeight: 700 }}
    >
      {initials(name)}
    </Avatar>
  );
}
