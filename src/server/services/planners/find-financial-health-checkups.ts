import { desc, eq } from 'drizzle-orm';
import { ANSWER_KEYS } from '../../../shared/planners/financial-health';
import type { TCheckUpHistoryItem } from '../../../shared/schemas/financial-health';
import type { Db } from '../../db/client';
import { financial_health_checkups as checkups } from '../../db/schema/financial-health';

/** How many past check-ups the trend shows. */
export const HISTORY_LIMIT = 20;

export type LatestCheckUp = {
  finalScore: number;
  createdAt: string;
  inputs: Record<string, string | number>;
};

/** The user's latest check-up, or null when they have saved none. */
export async function findLatestFinancialHealthCheckup(
  { db }: { db: Db },
  userId: string,
): Promise<LatestCheckUp | null> {
  const [row] = await db
    .select({
      finalScore: checkups.finalScore,
      createdAt: checkups.createdAt,
      answers: checkups.answers,
    })
    .from(checkups)
    .where(eq(checkups.userId, userId))
    .orderBy(desc(checkups.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    finalScore: row.finalScore,
    createdAt: row.createdAt.toISOString(),
    inputs: formInputs(row.answers),
  };
}

/** Only the seeds' keys go back to the form, in the order the questions are asked. */
function formInputs(answers: Record<string, string | number>): Record<string, string | number> {
  const inputs: Record<string, string | number> = {};
  for (const key of [...ANSWER_KEYS, 'activeStep']) {
    const value = answers[key];
    if (value !== undefined) inputs[key] = value;
  }
  return inputs;
}

/** The user's last check-ups, newest first, with their answers: for the result and its trend. */
export async function findFinancialHealthHistory(
  { db }: { db: Db },
  userId: string,
): Promise<TCheckUpHistoryItem[]> {
  const rows = await db
    .select({
      finalScore: checkups.finalScore,
      save: checkups.saveScore,
      borrow: checkups.borrowScore,
      protect: checkups.protectScore,
      plan: checkups.planScore,
      band: checkups.band,
      createdAt: checkups.createdAt,
      answers: checkups.answers,
    })
    .from(checkups)
    .where(eq(checkups.userId, userId))
    .orderBy(desc(checkups.createdAt))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    finalScore: row.finalScore,
    subScores: { save: row.save, borrow: row.borrow, protect: row.protect, plan: row.plan },
    band: row.band,
    createdAt: row.createdAt.toISOString(),
    inputs: formInputs(row.answers),
  }));
}
