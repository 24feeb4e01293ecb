import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { site } from '../config/site';

/**
 * Whether a new password is too easy to guess (security item 11): a well-kept estimator,
 * zxcvbn-ts with its common-password and keyboard-pattern dictionaries, refuses what an attacker
 * would try in the first million guesses (score 0 or 1), with a sentence that says why.
 *
 * The server imports this directly (sign-up, change and reset of a password, create-admin); the
 * browser loads it on demand (the dictionaries are about 150 KB gzipped), never on a first load.
 */
const MIN_PASSWORD_SCORE = 2;

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...dictionary, site: [site.name, 'arthashala', 'sip', 'mutualfund', 'invest'] },
  graphs: adjacencyGraphs,
  useLevenshteinDistance: true,
});

/** Why the estimator refused a password, in the site's words (keys are zxcvbn-ts's warnings). */
const reasons: Record<string, string> = {
  straightRow: 'it is a row of keys on the keyboard',
  keyPattern: 'it is a short keyboard pattern',
  simpleRepeat: 'it repeats characters, like "aaa"',
  extendedRepeat: 'it repeats a pattern, like "abcabc"',
  sequences: 'it is a sequence, like "abc" or "6543"',
  recentYears: 'it uses a recent year',
  dates: 'it is a date',
  topTen: 'it is one of the ten most used passwords',
  topHundred: 'it is one of the hundred most used passwords',
  common: 'it is a commonly used password',
  similarToCommon: 'it is too close to a commonly used password',
  wordByItself: 'a single word is easy to guess',
  namesByThemselves: 'a name on its own is easy to guess',
  commonNames: 'common names are easy to guess',
  userInputs: 'it contains your e-mail address or name',
  pwned: 'it has appeared in a data breach',
};

const weakPasswordMessage = (reason?: string) =>
  reason
    ? `This password is too easy to guess: ${reason}. Try a few unrelated words together.`
    : 'This password is too easy to guess. Try a few unrelated words together.';

/**
 * `null` when the password is strong enough, otherwise the sentence to show. `userInputs` are
 * words a guesser would know (the e-mail address, the name): a password built on them is weak.
 */
export function passwordWeakness(password: string, userInputs: string[] = []): string | null {
  const inputs = userInputs
    .flatMap((input) => [input, ...input.split(/[@.\s_-]+/)])
    .filter(Boolean);
  const result = zxcvbn.check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const warning = result.feedback.warning;
  return weakPasswordMessage(warning ? reasons[warning] : undefined);
}
