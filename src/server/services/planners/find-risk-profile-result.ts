import { desc, eq } from 'drizzle-orm';
import {
  capacityBand,
  RISK_QUESTION_KEYS,
  riskBand,
  type RiskAnswers,
  type RiskBand,
} from '../../../shared/planners/risk-profile';
import { plannerWords } from '../../../shared/config/paths';
import type { Db } from '../../db/client';
import { riskProfileResults } from '../../db/schema/risk-profile';
import { notFound } from '../../errors';

const NO_RISK_PROFILE_MESSAGE = `No saved ${plannerWords('riskProfile')} yet`;

export type SavedRiskProfile = {
  resultScore: number;
  band: RiskBand;
  capacityBand: RiskBand;
  answers: RiskAnswers;
  createdAt: string;
};

type Row = typeof riskProfileResults.$inferSelect;

/** A saved row as the API answers it; the band is the one banding function's, read again. */
export function toSavedRiskProfile(row: Row): SavedRiskProfile {
  const answers = Object.fromEntries(
    RISK_QUESTION_KEYS.map((key) => [key, row[key]]),
  ) as unknown as RiskAnswers;
  return {
    resultScore: row.score,
    band: riskBand(row.score),
    capacityBand: capacityBand(answers),
    answers,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's latest saved risk profile; 404 `NOT_FOUND` when there is none. */
export async function findRiskProfileResult(
  { db }: { db: Db },
  userId: string,
): Promise<SavedRiskProfile> {
  const [row] = await db
    .select()
    .from(riskProfileResults)
    .where(eq(riskProfileResults.userId, userId))
    .orderBy(desc(riskProfileResults.createdAt), desc(riskProfileResults.id))
    .limit(1);
  if (!row) throw notFound(NO_RISK_PROFILE_MESSAGE);
  return toSavedRiskProfile(row);
}
