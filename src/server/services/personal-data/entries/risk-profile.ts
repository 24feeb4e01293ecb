import { asc, eq } from 'drizzle-orm';
import { plannerWords } from '../../../../shared/config/paths';
import { riskProfileResults } from '../../../db/schema/risk-profile';
import { toSavedRiskProfile } from '../../planners/find-risk-profile-result';
import type { PersonalDataEntry } from '../types';

/** Every risk profile the person saved: their eight answers, the score and the band. */
export const riskProfileEntry: PersonalDataEntry = {
  name: 'riskProfiles',
  description: `Each ${plannerWords('riskProfile')} you saved, oldest first: your eight answers, the score worked out from them and the band it gives.`,
  tables: ['risk_profile_results'],

  async export(tx, { userId }) {
    if (!userId) return []; // an address without an account
    const rows = await tx
      .select()
      .from(riskProfileResults)
      .where(eq(riskProfileResults.userId, userId))
      .orderBy(asc(riskProfileResults.createdAt), asc(riskProfileResults.id));
    return rows.map(toSavedRiskProfile);
  },

  async erase(tx, { userId }) {
    if (!userId) return;
    await tx.delete(riskProfileResults).where(eq(riskProfileResults.userId, userId));
  },
};
