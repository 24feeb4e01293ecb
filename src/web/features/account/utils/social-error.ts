/** What the sign-in view says when Google or Facebook sign-in came back failed. */
export function socialErrorMessage(code: string): string {
  if (code === 'account_not_linked') {
    return 'This e-mail address already has an account. Sign in with your password; once you have confirmed the address from our e-mail, Google and Facebook sign-in will work too.';
  }
  return 'Signing in with Google or Facebook did not work. Please try again, or sign in with your e-mail address.';
}
