/**
 * A signed-in user on the bench's site, for measuring the account pages as their owner sees them
 * (issue 25: /my-plan signed in): a new account with the retirement planner's first worked
 * example and two Money Maps goals saved, as docs/planner-math.md's My plan example. Answers the
 * session's Cookie header, which Lighthouse then sends with every request of the page.
 * `publicOrigin` is the site's PUBLIC_URL when it is not `origin` (behind the bench's TLS front):
 * the calls carry it as their Origin, as a browser on the site would.
 */
export async function signedInCookie(origin: string, publicOrigin = origin): Promise<string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    origin: publicOrigin,
  };
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: `bench-${Date.now().toString(36)}@example.com`,
      password: 'a long bench password 42',
      name: '',
    }),
  });
  if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const save = async (path: string, body: unknown) => {
    const res = await fetch(`${origin}/api/${path}`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`bench ${path} failed: ${res.status} ${await res.text()}`);
  };
  await save('user/saveRetirement', {
    inputs: {
      age: 30,
      retirementAge: 60,
      gender: 'male',
      existingInvestment: 500000,
      rentalIncome: 0,
      retiralBenefits: 1000000,
      pensionIncome: 0,
      presentMonthlyExpenses: 50000,
    },
  });
  await save('user/saveMoneyMap', { presentValue: 1_000_000, goal: 'EDUCATION', years: 10 });
  await save('user/saveMoneyMap', { presentValue: 2_000_000, goal: 'HOME', years: 7 });
  await save('user/savePlanCapacity', { monthlyCapacity: 70_000 });
  return cookie;
}
