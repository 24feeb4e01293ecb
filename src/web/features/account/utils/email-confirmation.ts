import { paths } from '../../../../shared/config/paths';

const confirmedMarker = 'confirmed';

/**
 * Where the sign-up confirmation link lands: /profile, marked, so the page can thank the user.
 * Better Auth adds `error=…` to it (and the e-mail change link's /profile) when the link is no good.
 */
export const emailConfirmedCallbackUrl = `${paths.profile.path}?${confirmedMarker}=email`;

/** What /profile says about the e-mail link it was opened from, if it was. */
export function emailLinkOutcome(
  search: string,
): { severity: 'success' | 'error'; message: string } | null {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error) return { severity: 'error', message: emailLinkErrorMessage(error) };
  if (params.get(confirmedMarker) === 'email') {
    return { severity: 'success', message: 'Thank you: your e-mail address is confirmed.' };
  }
  return null;
}

function emailLinkErrorMessage(code: string): string {
  switch (code.toUpperCase()) {
    case 'TOKEN_EXPIRED':
      return 'This confirmation link has expired. To change your e-mail address, save the new address again and open the fresh link we send.';
    case 'INVALID_USER':
      return 'This confirmation link belongs to another account. Sign out, then open the link again.';
    case 'USER_NOT_FOUND':
      return 'The account of this confirmation link no longer exists.';
    default:
      return 'This confirmation link is not valid. Please open the latest link we sent, or save your e-mail address again to get a new one.';
  }
}
