import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Better Auth sends its e-mails from inside its endpoints and swallows a failed send (it only logs
 * it). A caller that must tell the user (the profile's "Email wasn't updated") runs the endpoint
 * inside `trackMailDelivery`; the senders in auth.ts report failures here.
 */
const tracking = new AsyncLocalStorage<{ failures: number }>();

export async function trackMailDelivery<T>(
  work: () => Promise<T>,
): Promise<{ result: T; mailFailed: boolean }> {
  const state = { failures: 0 };
  const result = await tracking.run(state, work);
  return { result, mailFailed: state.failures > 0 };
}

/** Sends with `send`, noting a failure for the tracking caller (if any) before rethrowing. */
export async function sendTracked(send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    const state = tracking.getStore();
    if (state) state.failures += 1;
    throw error;
  }
}

/** Whether the current work runs inside `trackMailDelivery` (someone waits to hear of failures). */
export const isTrackingMailDelivery = () => tracking.getStore() !== undefined;
