/** The prefix of every admin query, so that signing in or out drops them all at once. */
export const adminQueryKey = ['admin'] as const;
