import type { SessionUser } from './session';

/** 'Hi, ' and the first word of the display name, or 'Account' without one (seed 000). */
export function accountLabel(user: Pick<SessionUser, 'name'>): string {
  const firstWord = user.name.trim().split(/\s+/)[0];
  return firstWord ? `Hi, ${firstWord}` : 'Account';
}
