import { profileRisk, type RiskAnswers } from '../../../shared/planners/risk-profile';
import { answersOf } from '../../../shared/schemas/risk-profile';
import { plannerWords } from '../../../shared/config/paths';
import type { Db } from '../../db/client';
import { riskProfileResults } from '../../db/schema/risk-profile';
import { toSavedRiskProfile, type SavedRiskProfile } from './find-risk-profile-result';

/**
 * Keeps one more risk profile of the user (decision 14: every save is a row). The score and band
 * come from the answers, whatever score the browser sent (decisions 5 and 31).
 */
export async function saveRiskProfileResult(
  { db }: { db: Db },
  userId: string,
  input: RiskAnswers,
): Promise<SavedRiskProfile> {
  const answers = answersOf(input);
  const { score, band } = profileRisk(answers);
  const [row] = await db
    .insert(riskProfileResults)
    .values({ userId, ...answers, score, band })
    .returning();
  if (!row) throw new Error(`The ${plannerWords('riskProfile')} was not saved`);
  return toSavedRiskProfile(row);
}
