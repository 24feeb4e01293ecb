/** The stored 10 digits as the form shows them, 3-3-4 (the pattern the form accepts). */
export function formatContact(digits: string | null | undefined): string {
  if (!digits) return '';
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `${match[1]} ${match[2]} ${match[3]}` : digits;
}
