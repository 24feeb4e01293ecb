import type { TAuthProvidersResponse } from '../../../../shared/schemas/account';
import { useAppMutation } from '../../../lib/app-mutation';
import { socialSignInFailedUrl } from '../../../lib/social-sign-in-return';
import { withAuthClient } from './with-auth-client';

export type SocialProvider = TAuthProvidersResponse['providers'][number];

/**
 * Google or Facebook: the browser leaves for the provider and comes back to the page it was on; a
 * failure comes back with a marker that the header turns into a message.
 */
async function signInWithSocial(provider: SocialProvider): Promise<void> {
  const { pathname, search } = window.location;
  await withAuthClient((client) =>
    client.signIn.social({
      provider,
      callbackURL: pathname + search,
      errorCallbackURL: socialSignInFailedUrl(pathname),
    }),
  );
}

export const useSignInWithSocial = () => useAppMutation({ mutationFn: signInWithSocial });
