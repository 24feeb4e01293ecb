import type { Db } from '../../db/client';

/**
 * Whose data: the signed-in user's id and current e-mail address. Staff answering a request for
 * an address (admin People's data) pass `userId: null` when no account has it, and
 * `addressChecked` once they have checked that the requester owns the address.
 */
export type DataSubject = { userId: string | null; email: string; addressChecked?: boolean };

/**
 * One part of what the site keeps about a person. Every table that holds personal data belongs to
 * exactly one entry of the registry (registry.ts); a test fails when a table belongs to none.
 */
export type PersonalDataEntry = {
  /** The key of this part in the exported JSON file. */
  name: string;
  /** One sentence for the person reading their export. */
  description: string;
  /** The tables this entry exports and erases. */
  tables: readonly string[];
  /** What the person may see; runs inside the export's transaction. */
  export(tx: Db, subject: DataSubject): Promise<unknown>;
  /** Removes every row of this person; runs inside the deletion's one transaction. */
  erase(tx: Db, subject: DataSubject): Promise<void>;
};
