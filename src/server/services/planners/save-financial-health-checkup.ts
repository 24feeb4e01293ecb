import { checkUp } from '../../../shared/planners/financial-health';
import { answersOf, type TFinancialHealthInputs } from '../../../shared/schemas/financial-health';
import type { Db } from '../../db/client';
import { financial_health_checkups } from '../../db/schema/financial-health';

export type SavedCheckUp = { finalScore: number; createdAt: string };

/**
 * Keeps one Financial Check-up as a new row (decision 14). The score, sub-scores and band are
 * computed here from the answers; a score sent with them is never read (decision 5).
 */
export async function saveFinancialHealthCheckup(
  { db }: { db: Db },
  userId: string,
  inputs: TFinancialHealthInputs,
): Promise<SavedCheckUp> {
  const result = checkUp(answersOf(inputs));
  const [row] = await db
    .insert(financial_health_checkups)
    .values({
      userId,
      answers: inputs,
      finalScore: result.finalScore,
      saveScore: result.subScores.save,
      borrowScore: result.subScores.borrow,
      protectScore: result.subScores.protect,
      planScore: result.subScores.plan,
      band: result.band.id,
    })
    .returning({
      finalScore: financial_health_checkups.finalScore,
      createdAt: financial_health_checkups.createdAt,
    });
  if (!row) throw new Error('The check-up was not saved');
  return { finalScore: row.finalScore, createdAt: row.createdAt.toISOString() };
}
