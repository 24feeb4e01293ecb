import * as z from 'zod/mini';
import { ZMoneyMapInputSchema } from '../../../../../shared/schemas/money-map';
import { ZSaveMoneyMapRequestSchema } from '../../../../../shared/schemas/save-money-map';

/**
 * The form's inputs: the seeds' three, then what is already saved (issue 25), checked by the
 * save's own rule. Listed last, so a problem with the seeds' fields is named first. Loaded only
 * when the visitor starts typing, with the rest of Zod.
 */
export const ZMoneyMapFormSchema = z.object({
  ...ZMoneyMapInputSchema.shape,
  alreadySaved: ZSaveMoneyMapRequestSchema.shape.alreadySaved,
});
export type TMoneyMapFormInput = z.infer<typeof ZMoneyMapFormSchema>;
