export type ResetOutcome = 'done' | 'link-invalid' | null;

/**
 * What /reset-password opens with. The e-mailed link passes through the server's check first and
 * arrives as `?token=…` (good) or `?error=INVALID_TOKEN` (spent or expired): a link that is no
 * good says so at once, before anyone types a password.
 */
export function resetLinkState(search: string): { token: string; outcome: ResetOutcome } {
  const params = new URLSearchParams(search);
  const token = params.get('token') ?? '';
  return { token, outcome: token && !params.has('error') ? null : 'link-invalid' };
}
