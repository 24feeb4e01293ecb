import { asc, eq } from 'drizzle-orm';
import { paths } from '../../../../shared/config/paths';
import { financial_health_checkups as checkups } from '../../../db/schema/financial-health';
import type { PersonalDataEntry } from '../types';

/** Every Financial Check-up the person saved: their answers and the scores computed from them. */
export const financialHealthEntry: PersonalDataEntry = {
  name: 'financialCheckups',
  description: `Each ${paths.financialHealth.title} you saved: your answers, the score and sub-scores we worked out from them, and when you saved it.`,
  tables: ['financial_health_checkups'],

  async export(tx, { userId }) {
    if (!userId) return []; // an address without an account
    return tx
      .select({
        answers: checkups.answers,
        finalScore: checkups.finalScore,
        save: checkups.saveScore,
        borrow: checkups.borrowScore,
        protect: checkups.protectScore,
        plan: checkups.planScore,
        band: checkups.band,
        createdAt: checkups.createdAt,
      })
      .from(checkups)
      .where(eq(checkups.userId, userId))
      .orderBy(asc(checkups.createdAt));
  },

  async erase(tx, { userId }) {
    if (!userId) return;
    await tx.delete(checkups).where(eq(checkups.userId, userId));
  },
};
