import type { TGetMoneyMapsResponse } from '../../../../shared/schemas/save-money-map';
import { apiPost } from '../../../lib/api-client';

/** The signed-in user's saved money maps, latest first. */
export async function getMoneyMaps(): Promise<TGetMoneyMapsResponse['moneyMaps']> {
  const answer = await apiPost<TGetMoneyMapsResponse>('user/getMoneyMaps', {});
  return answer.moneyMaps;
}

/** Deletes one of the signed-in user's saved money maps. */
export const deleteMoneyMap = (moneyMapId: string) =>
  apiPost<{ success: true; msg: string }>('user/deleteMoneyMap', { moneyMapId });

export const moneyMapsKey = (uid: string) => ['money-maps', uid] as const;
