/**
 * The stored number as the profile shows it: `+91 98765 43210`, the way Indian mobiles are read
 * (5-5). A number stored before decision 26 (its 10 digits alone) reads the same way; anything
 * else is shown as it is.
 */
export function formatContact(stored: string | null | undefined): string {
  if (!stored) return '';
  const match = /^(?:\+91)?([6-9]\d{4})(\d{5})$/.exec(stored);
  return match ? `+91 ${match[1]} ${match[2]}` : stored;
}
