/**
 * An admin whose one-day session ends while a form is open signs in again over the page, without
 * losing what they typed: a call refused with 401 waits here for the sign-in dialog (the admin
 * shell's `SessionRenewalDialog`), then is made again with the new token. With no dialog on the
 * screen (the first check of a page), or when the admin closes it, the 401 stands.
 */
type Renewer = () => Promise<boolean>;

let renewer: Renewer | null = null;
/** One dialog for every call refused at the same moment. */
let pending: Promise<boolean> | null = null;

/** The dialog offers itself; returns the way to withdraw. */
export function offerSessionRenewal(offer: Renewer): () => void {
  renewer = offer;
  return () => {
    if (renewer === offer) renewer = null;
  };
}

/** Resolves true once the admin has signed in again, false if they did not. */
export function renewSession(): Promise<boolean> {
  if (!renewer) return Promise.resolve(false);
  pending ??= renewer().finally(() => {
    pending = null;
  });
  return pending;
}
