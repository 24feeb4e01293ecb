import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../shared/config/paths';

/** What a form that takes personal data is for: each keeps different things for a different time. */
type ConsentPurpose = 'contact' | 'newsletter' | 'event' | 'sign-up';

/**
 * What each purpose keeps, why, and for how long: the privacy notice's own terms, in a sentence.
 * (The notice at paths.privacyPolicy is the full text; these must say the same.)
 */
const purposes: Record<ConsentPurpose, { kept: string; why: string; howLong: string }> = {
  contact: {
    kept: 'what you send here (your name, e-mail address, phone number and anything you write)',
    why: 'to answer you',
    howLong: 'for two years from when you send it',
  },
  newsletter: {
    kept: 'your name and e-mail address',
    why: 'to send you the newsletter you ask for here',
    howLong:
      'until you unsubscribe with the link in every issue (then only the address, so that it is never mailed again)',
  },
  event: {
    kept: 'your name, e-mail address and phone number',
    why: 'to hold your seat and tell you if the event changes',
    howLong: 'for one year after the event',
  },
  'sign-up': {
    kept: 'your e-mail address and a one-way hash of your password, and the plans you save',
    why: 'to run your account',
    howLong: 'until you delete your account',
  },
};

type ConsentNoteProps = {
  purpose: ConsentPurpose;
  /** For the form's aria-describedby, so that the note is read with the form. */
  id?: string;
  /** Called when the notice's link is followed (the auth dialog closes itself). */
  onLinkClick?: () => void;
  sx?: SxProps<Theme>;
};

/**
 * The note beside the button of every form that takes personal data (decision 29): the site is
 * for adults, what the form keeps, why and for how long, and a link to the privacy notice, which
 * says how to withdraw consent and have it erased. Sending the form is the consent to its own
 * purpose; the newsletter also asks for its box to be ticked.
 */
export function ConsentNote({ purpose, id, onLinkClick, sx }: ConsentNoteProps) {
  const { kept, why, howLong } = purposes[purpose];
  return (
    <Box
      component="p"
      id={id}
      sx={[
        { m: 0, fontSize: '0.875rem', lineHeight: 1.5, color: 'text.secondary' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      For adults (18 and over). We keep {kept} {why}, {howLong}. Read our{' '}
      <Link
        component={RouterLink}
        to={paths.privacyPolicy.path}
        onClick={onLinkClick}
        sx={{ color: 'primary.dark', fontWeight: 700 }}
      >
        privacy notice
      </Link>{' '}
      for your rights, including withdrawing consent and erasure.
    </Box>
  );
}
