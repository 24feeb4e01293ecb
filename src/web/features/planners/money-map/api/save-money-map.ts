import type {
  TSaveMoneyMapRequest,
  TSaveMoneyMapResponse,
} from '../../../../../shared/schemas/save-money-map';
import { apiPost } from '../../../../lib/api-client';

/**
 * `POST user/saveMoneyMap`: keeps a signed-in user's money map (the server works the figures out
 * again from the inputs and rates). Sent after each valid calculation.
 */
export const saveMoneyMap = (input: TSaveMoneyMapRequest) =>
  apiPost<TSaveMoneyMapResponse>('user/saveMoneyMap', input);
