const marker = 'socialSignIn';

/** Where Google or Facebook sends the browser back when signing in failed (Better Auth adds `error`). */
export const socialSignInFailedUrl = (pathname: string) => `${pathname}?${marker}=failed`;

/** Better Auth's error code when this page is the way back from a failed social sign-in. */
export function socialSignInFailure(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get(marker) === 'failed' ? (params.get('error') ?? 'unknown') : null;
}
