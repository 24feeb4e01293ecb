import { cover, palettes, portrait } from './magazine-art';
import type { MagazineDemo } from './magazine-demo-types';

/**
 * The magazine's demo content: original articles on personal finance in India, by three fictional
 * authors, in five sections. Figures are illustrations (assumed returns are stated where used);
 * tax rules are those of the year each article names. Amounts use Indian digit grouping.
 */

const video = (id: string, title: string) =>
  `<figure><iframe src="https://www.youtube-nocookie.com/embed/${id}" title="${title}" loading="lazy" allowfullscreen></iframe><figcaption>${title}</figcaption></figure>`;

const sections: MagazineDemo['sections'] = [
  {
    slug: 'start-here',
    name: 'Start Here',
    description:
      'First steps with money: budgets, an emergency fund and the habits that make every later decision easier.',
  },
  {
    slug: 'investing',
    name: 'Investing',
    description:
      'Mutual funds, SIPs and the numbers behind them, explained without jargon so you can compare what you are offered.',
  },
  {
    slug: 'insurance',
    name: 'Insurance',
    description:
      'Term and health cover: how much you need, what to look for in a policy and how to avoid paying for what you do not need.',
  },
  {
    slug: 'tax',
    name: 'Tax',
    description:
      'Deductions, the two tax regimes and tax-saving investments, with the year of the rules stated plainly.',
  },
  {
    slug: 'life-goals',
    name: 'Life Goals',
    description:
      'Retirement, a child’s education and other big goals, turned into a monthly number you can start with today.',
  },
];

const authors: MagazineDemo['authors'] = [
  {
    key: 'kavya',
    name: 'Kavya Raghunathan',
    twitter: 'https://twitter.com/demo_kavya_r',
    linkedin: 'https://www.linkedin.com/in/demo-kavya-raghunathan',
    description:
      'Kavya has spent twelve years helping families in Chennai and Bengaluru turn big goals into monthly plans. She writes about SIPs, retirement and children’s education, and believes the best plan is the one you can keep to.',
    portraitSvg: portrait({
      bg: '#c5e8de',
      skin: '#a86b4c',
      hair: '#1f1410',
      shirt: '#0b4f42',
      hairStyle: 'bun',
      bindi: true,
    }),
  },
  {
    key: 'arjun',
    name: 'Arjun Bhatia',
    twitter: 'https://twitter.com/demo_arjun_b',
    linkedin: 'https://www.linkedin.com/in/demo-arjun-bhatia',
    description:
      'Arjun spent a decade on a bank’s treasury desk before he turned to teaching. He writes about tax, debt funds and reading the fine print, and keeps a spreadsheet for almost everything.',
    portraitSvg: portrait({
      bg: '#ffe0b0',
      skin: '#c68a62',
      hair: '#2e2622',
      shirt: '#1f2a80',
      hairStyle: 'short',
      glasses: true,
      beard: true,
    }),
  },
  {
    key: 'farida',
    name: 'Farida Shaikh',
    twitter: 'https://twitter.com/demo_farida_s',
    linkedin: 'https://www.linkedin.com/in/demo-farida-shaikh',
    description:
      'Farida worked on health-insurance claims for eight years and now runs money workshops for women and first-time earners in Pune. She writes about insurance, emergency funds and the habits that make money feel calm.',
    portraitSvg: portrait({
      bg: '#e2c9ec',
      skin: '#8d5a3b',
      hair: '#3a2418',
      shirt: '#7a1236',
      hairStyle: 'curly',
    }),
  },
];

const sipArticle = `<p>Most people who want to start investing wait for the right moment: after the market falls, after the next bonus, after things settle down. A systematic investment plan, or SIP, removes that wait. You choose a mutual fund, an amount and a date, and the same sum is invested every month, whatever the headlines say.</p>
<h2>What a SIP actually does</h2>
<p>Each instalment buys units of the fund at that day’s net asset value (NAV). When the NAV is high, your fixed amount buys fewer units; when it is low, it buys more. Over many months you end up owning more units bought cheaply than bought dearly. This is called <strong>rupee-cost averaging</strong>.</p>
<h3>A five-month example</h3>
<p>Suppose you invest ₹5,000 on the fifth of every month in a fund whose NAV moves like this:</p>
<table>
<thead><tr><th>Month</th><th>NAV (₹)</th><th>Amount (₹)</th><th>Units bought</th></tr></thead>
<tbody>
<tr><td>April</td><td>50</td><td>5,000</td><td>100</td></tr>
<tr><td>May</td><td>40</td><td>5,000</td><td>125</td></tr>
<tr><td>June</td><td>25</td><td>5,000</td><td>200</td></tr>
<tr><td>July</td><td>40</td><td>5,000</td><td>125</td></tr>
<tr><td>August</td><td>50</td><td>5,000</td><td>100</td></tr>
</tbody>
</table>
<p>You invested ₹25,000 and own 650 units, so each unit cost you about ₹38.46 on average, although the average NAV over those months was ₹41. The fall in June, which felt bad at the time, is exactly what lowered your cost.</p>
<blockquote><p>A SIP does not promise a profit. It promises that you will keep buying when buying feels hardest, which is usually when prices are lowest.</p></blockquote>
<h2>Why time matters more than timing</h2>
<p>Averaging helps, but the bigger force is compounding. At an assumed return of 12% a year, ₹10,000 a month for 20 years grows to roughly ₹1 crore, of which only ₹24,00,000 is money you put in. The rest is growth on growth, and most of it arrives in the last few years. Stopping early gives up the best part.</p>
${video('Xk3pQ7fLm2A', 'How a monthly SIP buys more units when prices fall')}
<h2>Getting started</h2>
<ol>
<li><strong>Pick one goal and its horizon.</strong> Equity funds suit goals five or more years away; shorter goals belong in debt or liquid funds.</li>
<li><strong>Choose a simple fund.</strong> A broad index fund or a large-cap fund is a sensible first holding. Prefer the direct plan, which has a lower expense ratio.</li>
<li><strong>Set the date a few days after your salary arrives</strong>, so the money leaves before you can spend it.</li>
<li><strong>Complete your KYC once</strong> with your PAN and Aadhaar, and register a mandate with your bank.</li>
<li><strong>Review once a year, not once a day.</strong> Raise the amount when your income rises.</li>
</ol>
<h2>Mistakes to avoid</h2>
<ul>
<li>Stopping the SIP when markets fall, which is when it buys the most units.</li>
<li>Starting five SIPs in five similar funds; they usually hold the same shares.</li>
<li>Judging a fund by its last year alone.</li>
</ul>
<p>Mutual-fund investments are subject to market risks. Returns in this article are assumptions for illustration, not a forecast.</p>`;

const emergencyFundArticle = `<p>An emergency fund is money you hope never to use. It is there for the job loss, the hospital deposit, the urgent flight home or the car that stops on the highway. Without it, a bad month becomes a loan, a broken fixed deposit or a sold investment at the worst price.</p>
<h2>How much is enough?</h2>
<p>Start from your monthly <em>essential</em> expenses, not your income: rent or home-loan EMI, groceries, school fees, utilities, insurance premiums and other EMIs. Then multiply.</p>
<table>
<thead><tr><th>Your situation</th><th>Months of expenses to keep</th></tr></thead>
<tbody>
<tr><td>Salaried, two earners in the family</td><td>3 to 4</td></tr>
<tr><td>Salaried, single earner</td><td>6</td></tr>
<tr><td>Self-employed or variable income</td><td>9 to 12</td></tr>
<tr><td>Dependent parents with health needs</td><td>Add 2 to 3</td></tr>
</tbody>
</table>
<p>If your essentials come to ₹45,000 a month and you are the only earner, aim for six months, or ₹2,70,000. That number can look large. It does not need to be built in one go.</p>
<h2>Where to keep it</h2>
<p>The fund has three jobs: be safe, be quick to reach, and earn something. No single product does all three perfectly, so split it.</p>
<ul>
<li><strong>One month’s worth in your savings account</strong>, reachable at any hour.</li>
<li><strong>Two to three months in a sweep-in fixed deposit</strong> linked to that account, which breaks automatically when needed.</li>
<li><strong>The rest in a liquid fund</strong>, which usually pays out the next working day; many allow an instant withdrawal of a small amount.</li>
</ul>
<p>Keep it away from equity funds, crypto, gold jewellery or a friend’s business. All can fall or freeze exactly when you need the money.</p>
<h2>Building it month by month</h2>
<ol>
<li>Open a separate account or label a liquid-fund folio ‘Emergency’ so it is not mixed with spending money.</li>
<li>Set an automatic transfer the day after your salary, even ₹3,000 to start.</li>
<li>Send windfalls there first: a bonus, a tax refund, a gift.</li>
<li>Once the target is reached, redirect that transfer to a SIP for your long-term goals.</li>
</ol>
<blockquote><p>The emergency fund is not an investment. It is what lets your investments stay invested.</p></blockquote>
<h2>When to use it, and how to refill it</h2>
<p>Use it for events that are urgent, necessary and unexpected. A sale on phones is none of these; a medical deductible is all three. After you draw on it, pause new investments if you must and refill the fund first. Check the target every year: when your rent, EMI or family grows, the fund should grow with it.</p>
<p>Pair the fund with health insurance and, if anyone depends on your income, term insurance. The fund handles the small shocks; insurance handles the large ones.</p>`;

const termArticle = `<p>Sooner or later someone will offer you a policy that ‘gives your money back’. It sounds safer than term insurance, which pays nothing if you outlive it. Before you sign, look at what each kind of policy is built to do.</p>
<h2>Two products, two jobs</h2>
<p><strong>Term insurance</strong> pays a large sum to your family if you die during the term. Nothing else. Because it only covers risk, the premium is small: a healthy 30-year-old non-smoker can often buy a cover of ₹1 crore until age 60 for roughly ₹12,000 to ₹15,000 a year, depending on the insurer.</p>
<p><strong>An endowment or money-back plan</strong> mixes a small life cover with a savings scheme. The premium is several times higher, and most of it goes into the savings part. Returns on these plans, worked out over the full term, commonly land around 4% to 6% a year, often below inflation.</p>
<table>
<thead><tr><th>Aspect</th><th>Term plan</th><th>Endowment plan</th></tr></thead>
<tbody>
<tr><td>Main purpose</td><td>Replace income if you die</td><td>Save with a small cover attached</td></tr>
<tr><td>Cover for the premium</td><td>Very high</td><td>Low</td></tr>
<tr><td>Money back if you survive</td><td>No</td><td>Yes, with modest growth</td></tr>
<tr><td>Leaving early</td><td>Cover simply stops</td><td>Surrender value is often well below premiums paid</td></tr>
</tbody>
</table>
<h2>How much cover do you need?</h2>
<p>A quick rule is 10 to 15 times your yearly income. A better way is to add up what your family would need: outstanding loans, the cost of your children’s education and weddings if you plan to pay for them, and enough to replace your contribution to household expenses for the years they would need it. Subtract the investments you already have. The gap is your cover.</p>
${video('R8vTn0sWq5E', 'Term insurance in five minutes: cover, term and riders')}
<h2>Buy term, invest the rest</h2>
<p>Instead of one endowment plan, many families are better served by a term plan plus a disciplined investment, such as a SIP in a mutual fund or a PPF account, with the difference in premium. You get far more protection, and your savings are flexible and visible.</p>
<blockquote><p>Insurance should pay when something goes wrong. Investments should grow when things go right. Keeping them apart lets each do its job well.</p></blockquote>
<h2>Before you buy</h2>
<ul>
<li>Choose a term that runs until your youngest child is independent and your loans are paid, often to age 60 or 65.</li>
<li>Disclose every illness, habit and existing policy honestly. Most rejected claims trace back to what was not disclosed.</li>
<li>Add a nominee and tell them the policy exists.</li>
<li>Look at the insurer’s claim-settlement record over several years, not one.</li>
</ul>
<p>If you already hold an endowment plan, do not surrender it in a hurry. Compare the surrender value with what continuing would give you, and ask a fee-only adviser if you are unsure.</p>`;

const healthArticle = `<p>A single hospital stay in a private hospital in a metro can cost more than a year’s savings. Health insurance turns that risk into a predictable premium. The challenge is getting enough cover without a premium that crowds out everything else. A base policy with a super top-up is often the answer.</p>
<h2>Start with a base policy</h2>
<p>A family floater covering you, your spouse and children with a sum insured of ₹5,00,000 to ₹10,00,000 is a common starting point in a large city. When comparing policies, look beyond the premium:</p>
<ul>
<li><strong>Room-rent limits.</strong> A cap on the room category can reduce the whole bill proportionately, not only the room charge.</li>
<li><strong>Waiting periods</strong> for illnesses you already have, usually two to four years.</li>
<li><strong>Co-payment</strong>, where you pay a share of every claim.</li>
<li><strong>The insurer’s network</strong> of cashless hospitals near you.</li>
<li><strong>Restoration</strong>, which refills the sum insured if it is used up during the year.</li>
</ul>
<h2>What a super top-up does</h2>
<p>A top-up pays only after a threshold, called the deductible, has been crossed. A <em>super</em> top-up counts all your bills in the year together; a plain top-up looks at each claim on its own. Because the insurer pays only for large bills, the premium is low.</p>
<table>
<thead><tr><th>Hospital bills in a year</th><th>Base policy of ₹5,00,000 pays</th><th>Super top-up of ₹20,00,000 (deductible ₹5,00,000) pays</th></tr></thead>
<tbody>
<tr><td>₹3,00,000</td><td>₹3,00,000</td><td>Nothing</td></tr>
<tr><td>₹9,00,000</td><td>₹5,00,000</td><td>₹4,00,000</td></tr>
<tr><td>₹18,00,000</td><td>₹5,00,000</td><td>₹13,00,000</td></tr>
</tbody>
</table>
<p>Together, the two give cover of ₹25,00,000 for a premium often not much higher than a base policy of ₹10,00,000 alone. Match the deductible to your base sum insured, so there is no gap between the two.</p>
<blockquote><p>Do not rely only on your employer’s group cover. It ends when the job ends, which may be when you most need it, and buying a fresh policy later costs more and brings new waiting periods.</p></blockquote>
<h2>Parents need their own policy</h2>
<p>Premiums rise steeply with age, and senior citizens often face co-payments. Buy their cover separately rather than adding them to your floater, so one large claim for a parent does not use up the cover for your children.</p>
<h2>The tax angle</h2>
<p>Under the old tax regime, section 80D of the Income-tax Act, 1961 allows a deduction for health premiums: up to ₹25,000 for yourself, spouse and children, and another ₹25,000 for parents, rising to ₹50,000 for those who are senior citizens. A preventive health check-up of up to ₹5,000 counts within these limits. The new regime does not allow this deduction, so buy health insurance for health, and count any tax saving as a bonus.</p>
<h2>A yearly check</h2>
<p>Every renewal, ask whether the sum insured still matches hospital costs in your city, whether your family has grown, and whether your base and top-up still meet without a gap. Keep policy numbers and the insurer’s helpline where your family can find them.</p>`;

const taxRegimeArticle = `<p>Every salaried person in India now chooses between two sets of income-tax rules. The new regime has lower rates and almost no deductions; the old regime has higher rates and a long list of deductions. Which one costs you less depends on how many of those deductions you really use.</p>
<p><strong>The rules described here are those for the financial year 2025-26 (assessment year 2026-27), as announced in the Union Budget of February 2025, with section numbers of the Income-tax Act, 1961.</strong> Rules change in almost every budget, so check the current year’s before you decide.</p>
<h2>The new regime in brief</h2>
<p>It is the default: you use it unless you choose the old one. For 2025-26 its slabs are:</p>
<table>
<thead><tr><th>Taxable income</th><th>Rate</th></tr></thead>
<tbody>
<tr><td>Up to ₹4,00,000</td><td>Nil</td></tr>
<tr><td>₹4,00,001 to ₹8,00,000</td><td>5%</td></tr>
<tr><td>₹8,00,001 to ₹12,00,000</td><td>10%</td></tr>
<tr><td>₹12,00,001 to ₹16,00,000</td><td>15%</td></tr>
<tr><td>₹16,00,001 to ₹20,00,000</td><td>20%</td></tr>
<tr><td>₹20,00,001 to ₹24,00,000</td><td>25%</td></tr>
<tr><td>Above ₹24,00,000</td><td>30%</td></tr>
</tbody>
</table>
<p>Salaried people get a standard deduction of ₹75,000, and a rebate brings the tax to zero when taxable income is up to ₹12,00,000. So a salary of up to about ₹12,75,000 pays no income tax in this regime. An employer’s contribution to your NPS account is still deductible here.</p>
<h2>The old regime in brief</h2>
<p>Slabs are nil up to ₹2,50,000, 5% up to ₹5,00,000, 20% up to ₹10,00,000 and 30% above that, with a rebate that makes tax zero up to ₹5,00,000 of taxable income. In return you may claim, among others:</p>
<ul>
<li>A standard deduction of ₹50,000 for salaried people.</li>
<li>Up to ₹1,50,000 under section 80C: EPF, PPF, ELSS, life-insurance premiums, children’s tuition fees and home-loan principal.</li>
<li>Health-insurance premiums under section 80D.</li>
<li>An extra ₹50,000 for your own NPS contribution under section 80CCD(1B).</li>
<li>Home-loan interest on a self-occupied house, up to ₹2,00,000.</li>
<li>House rent allowance, within its rules.</li>
</ul>
<h2>A worked example</h2>
<p>Meena earns a salary of ₹15,00,000. In the new regime her taxable income is ₹14,25,000 and her tax, with 4% cess, comes to ₹97,500.</p>
<p>In the old regime she claims the standard deduction, the full 80C limit, ₹25,000 under 80D and ₹50,000 in NPS: ₹2,75,000 in all. Her tax with cess is ₹1,87,200. Even if she added ₹2,00,000 of home-loan interest, it would be ₹1,24,800, still more than in the new regime.</p>
<blockquote><p>Do not invest just to claim a deduction. Work out the tax both ways with the deductions you would have anyway, then choose.</p></blockquote>
<h2>When the old regime can still win</h2>
<p>It tends to help people with a large HRA claim in an expensive city, a big home loan, and the full 80C and NPS deductions together. For most others, especially those earning up to about ₹12,75,000, the new regime is simpler and cheaper.</p>
<h2>How to switch</h2>
<ol>
<li>Tell your employer your choice at the start of the year, so the right tax is deducted each month.</li>
<li>Salaried people can still choose the other regime when filing the return.</li>
<li>If you have business income, switching back and forth is restricted; read the rules or ask a chartered accountant.</li>
</ol>`;

const retirementArticle = `<p>Retirement feels far away at 25 and frighteningly close at 50. The difference between those two feelings is mostly about one number: the years your money has to grow. Starting early is the closest thing in personal finance to a superpower.</p>
<h2>Two friends, one decade apart</h2>
<p>Asha starts a SIP of ₹5,000 a month at 25 and keeps it going until 60. Ravi waits until 35 and, to catch up, invests twice as much, ₹10,000 a month, until 60. Assume both earn 10% a year.</p>
<table>
<thead><tr><th>Aspect</th><th>Asha</th><th>Ravi</th></tr></thead>
<tbody>
<tr><td>Monthly SIP</td><td>₹5,000</td><td>₹10,000</td></tr>
<tr><td>Years invested</td><td>35</td><td>25</td></tr>
<tr><td>Total put in</td><td>₹21,00,000</td><td>₹30,00,000</td></tr>
<tr><td>Value at 60 (approx.)</td><td>₹1.91 crore</td><td>₹1.34 crore</td></tr>
</tbody>
</table>
<p>Asha puts in less money and ends with about ₹57 lakh more. Her first ten years of small instalments had the longest time to compound.</p>
${video('b9HcZ4uJy1M', 'Starting at 25 or at 35: what ten years of compounding are worth')}
<h2>How much will you need?</h2>
<p>Begin with what you spend today. If your household spends ₹50,000 a month, and prices rise 6% a year, the same lifestyle will cost about ₹2,14,600 a month in 25 years. Retirement may last 25 to 30 years, and your money must keep growing during it too. That is why retirement needs a corpus of many crores for many families, and why a planner that runs the numbers for you is worth ten minutes.</p>
<h2>Building blocks</h2>
<ul>
<li><strong>EPF and VPF</strong> for salaried people: steady, tax-efficient, compulsory discipline.</li>
<li><strong>NPS</strong>: a low-cost pension account with an extra tax deduction under the old regime.</li>
<li><strong>Equity mutual funds through SIPs</strong> for growth over long periods.</li>
<li><strong>PPF</strong> as a safe, tax-free anchor.</li>
</ul>
<h2>Habits that matter more than products</h2>
<ol>
<li>Raise your SIP whenever your salary rises.</li>
<li>Never withdraw retirement money for anything else; a car can be financed, retirement cannot.</li>
<li>Keep health insurance in force so a hospital bill does not eat the corpus.</li>
<li>From about ten years before retirement, move gradually from equity to safer funds.</li>
</ol>
<blockquote><p>Retiring like a boss does not need a big salary. It needs an early start, a rising SIP and the patience to leave it alone.</p></blockquote>
<p>The figures above assume steady returns for illustration. Real returns vary from year to year, and mutual-fund investments are subject to market risks.</p>`;

const educationArticle = `<p>A child’s higher education is one of the few big expenses you can see coming fifteen years in advance. That long runway is good news: a modest monthly amount, invested early and left alone, can cover most of it.</p>
<h2>Step 1: price the goal in today’s money</h2>
<p>Find out what the course you have in mind costs today, including fees, hostel, books and travel. An engineering or management degree at a good private institution might cost ₹15,00,000 today; a medical degree or a course abroad, far more. Pick a number; you can revise it later.</p>
<h2>Step 2: add education inflation</h2>
<p>Fees have risen faster than general prices for years. Assuming 8% a year, ₹15,00,000 today becomes about ₹47,58,000 in 15 years. This future figure is your target corpus.</p>
<h2>Step 3: turn it into a monthly SIP</h2>
<p>At an assumed return of 12% a year from an equity mutual fund, reaching ₹47,58,000 in 15 years takes a SIP of about ₹9,430 a month. Start five years later and the same goal needs roughly twice that amount.</p>
<p>If ₹9,430 is more than you can spare today, start with what you can and raise it every year with your salary. A smaller SIP started now usually beats a perfect one started later.</p>
<table>
<thead><tr><th>Years to the goal</th><th>Suitable mix</th></tr></thead>
<tbody>
<tr><td>More than 7</td><td>Mostly equity funds through SIPs</td></tr>
<tr><td>3 to 7</td><td>Shift a share each year into debt funds</td></tr>
<tr><td>Less than 3</td><td>Mostly debt and liquid funds, fixed deposits</td></tr>
</tbody>
</table>
<h2>Protect the plan</h2>
<ul>
<li><strong>Term insurance</strong> on the parent who earns, large enough to fund the goal if that parent is not there.</li>
<li><strong>A separate folio</strong> or account named for the child, so the money is not borrowed for other things.</li>
<li><strong>A nominee</strong> on every investment.</li>
</ul>
<blockquote><p>Children’s plans sold as insurance often combine low cover and low returns. A term plan and a SIP usually do both jobs better.</p></blockquote>
<h2>Review every birthday</h2>
<p>Once a year, on your child’s birthday, check three things: is the course still the likely one, has its cost changed, and is the corpus on track? Raise the SIP if you have fallen behind, and begin moving money to safer funds as the goal approaches. For a daughter, a Sukanya Samriddhi account can be a safe part of the mix.</p>
<p>Returns are assumptions for illustration. Mutual-fund investments are subject to market risks.</p>`;

const womenArticle = `<p>Women in India live longer than men on average, are more likely to take career breaks to care for children or parents, and are often paid less for the same work. Each of these makes planning more important, not less. The good news is that a handful of habits go a long way.</p>
<h2>1. Hold money in your own name</h2>
<p>Have at least one bank account, one investment account and your own UPI in your name, with your own mobile number and e-mail. Joint accounts are fine for household spending, but your savings should be reachable by you alone, on any day.</p>
<h2>2. Know the household’s numbers</h2>
<p>Whether or not you manage the day-to-day money, know where it is: the banks, the policies, the loans, the investments and the passwords’ hiding place. Write it down in one document and update it each year. It is the kindest thing a couple can do for each other.</p>
<h2>3. Invest through breaks, not only between them</h2>
<p>A career break does not have to stop your investing. Even ₹1,000 a month keeps a SIP alive and the habit intact. If a partner continues to earn during the break, they can contribute to your investments in your name; ask a tax adviser how income from such gifts is treated.</p>
<table>
<thead><tr><th>Stage</th><th>One thing to do</th></tr></thead>
<tbody>
<tr><td>First job</td><td>Start a SIP and an emergency fund in your own name</td></tr>
<tr><td>Marriage</td><td>Update nominees; keep your own accounts</td></tr>
<tr><td>Career break</td><td>Keep a small SIP and your health cover running</td></tr>
<tr><td>Back at work</td><td>Raise the SIP to catch up; review term cover</td></tr>
<tr><td>Fifties</td><td>Check your retirement corpus on its own, not only the family’s</td></tr>
</tbody>
</table>
<h2>4. Insure your health and, if others depend on you, your life</h2>
<p>Have health cover that does not depend on a spouse’s employer. If your income, paid or unpaid, supports the family, consider term insurance too: replacing a home-maker’s work with paid help is expensive.</p>
<h2>5. Plan for a longer retirement</h2>
<p>A longer life means a retirement corpus that must last longer. Start early, be comfortable with equity funds for long goals, and do not leave all long-term decisions to someone else.</p>
<blockquote><p>Financial independence is not about doing everything alone. It is about never being unable to act.</p></blockquote>
<h2>Paperwork that protects</h2>
<ul>
<li>A nominee on every account and policy, reviewed after marriage, divorce or a death in the family.</li>
<li>A simple registered will.</li>
<li>Copies of important documents where you can reach them.</li>
</ul>
<p>Start with whichever habit is easiest this month. Then add the next.</p>`;

const factsheetArticle = `<p>Every mutual fund publishes a factsheet each month: one or two pages packed with numbers. Most investors never read it, yet ten minutes with it tell you more about a fund than any advertisement.</p>
<h2>The basics at the top</h2>
<ul>
<li><strong>Category and objective.</strong> Is it large-cap, flexi-cap, a corporate bond fund? The category tells you what it may buy.</li>
<li><strong>Benchmark.</strong> The index the fund tries to beat. Compare returns with it, not with your neighbour’s fund.</li>
<li><strong>AUM.</strong> Assets under management. Very small funds can be costlier; very large small-cap funds may find it hard to move.</li>
<li><strong>Expense ratio.</strong> The yearly cost, taken from the NAV. The direct plan is cheaper than the regular plan of the same fund because it pays no distributor commission.</li>
<li><strong>Exit load.</strong> A charge if you redeem within a stated period.</li>
<li><strong>Riskometer.</strong> A scale from low to very high, set by the fund’s holdings.</li>
</ul>
<h2>For an equity fund</h2>
<table>
<thead><tr><th>Number</th><th>What it tells you</th></tr></thead>
<tbody>
<tr><td>Top ten holdings</td><td>How concentrated the fund is</td></tr>
<tr><td>Sector allocation</td><td>Whether it leans heavily on one industry</td></tr>
<tr><td>Portfolio turnover</td><td>How often the manager trades; high turnover can mean higher hidden costs</td></tr>
<tr><td>Standard deviation</td><td>How much returns swing</td></tr>
<tr><td>Beta</td><td>How much it moves with the market; above 1 means more than the market</td></tr>
<tr><td>Sharpe ratio</td><td>Return earned for each unit of risk; higher is better within a category</td></tr>
</tbody>
</table>
<h2>For a debt fund</h2>
<ul>
<li><strong>Yield to maturity</strong>: roughly what the portfolio would earn if held to maturity, before expenses.</li>
<li><strong>Modified duration</strong>: how sensitive the fund is to interest rates. A duration of 3 means a 1% rise in rates could cut the NAV by about 3%.</li>
<li><strong>Credit quality</strong>: the share of AAA, sovereign and lower-rated paper. Lower ratings pay more and carry more risk.</li>
</ul>
<blockquote><p>Returns tell you where a fund has been. The factsheet tells you what it holds now, which is what you are buying.</p></blockquote>
<h2>A ten-minute routine</h2>
<ol>
<li>Check the category and benchmark match the goal you bought it for.</li>
<li>Compare returns over five and ten years with the benchmark and with category peers.</li>
<li>Look at the expense ratio of the direct plan.</li>
<li>Scan the top holdings and sectors for concentration.</li>
<li>Note any change of fund manager.</li>
</ol>
<p>Do this once a year for each fund you hold, and only act when something has changed for a reason, not because one quarter was weak.</p>`;

const debtFdArticle = `<p>Fixed deposits are where most Indian families keep safe money. Debt mutual funds are often suggested as an alternative. Neither is always better; they behave differently, and the right choice depends on what the money is for.</p>
<h2>How each works</h2>
<p>A <strong>fixed deposit</strong> locks in an interest rate for a fixed period. You know exactly what you will get. Deposits in a bank are insured by the DICGC up to ₹5,00,000 per depositor per bank, covering principal and interest together.</p>
<p>A <strong>debt fund</strong> owns a portfolio of bonds, treasury bills and similar instruments. Its NAV moves daily with interest rates and the credit of what it holds. Its returns are not fixed and not guaranteed.</p>
<table>
<thead><tr><th>Aspect</th><th>Fixed deposit</th><th>Debt fund</th></tr></thead>
<tbody>
<tr><td>Return</td><td>Fixed at the start</td><td>Varies with rates and holdings</td></tr>
<tr><td>Withdrawing early</td><td>Penalty on interest, usually</td><td>Any working day; some charge an exit load for a short period</td></tr>
<tr><td>Tax on earnings</td><td>Interest taxed each year at your slab rate</td><td>Gains taxed at your slab rate, but only when you redeem</td></tr>
<tr><td>Main risks</td><td>Reinvestment at lower rates; the bank’s health beyond insurance</td><td>Interest-rate changes; credit defaults</td></tr>
</tbody>
</table>
<h2>Tax, simply</h2>
<p>For debt funds bought on or after 1 April 2023, gains are added to your income and taxed at your slab rate, however long you hold them. The old indexation benefit no longer applies to them. The remaining difference from an FD is timing: FD interest is taxed every year as it accrues, while a debt fund’s gain is taxed only when you sell, which lets the untaxed amount keep compounding.</p>
<h2>Which to use when</h2>
<ul>
<li><strong>Emergency money</strong>: a savings account plus a liquid or overnight fund, or a sweep-in FD.</li>
<li><strong>A goal one to three years away</strong>: an FD or a short-duration fund of high credit quality.</li>
<li><strong>Retirement income</strong>: a ladder of FDs, senior-citizen schemes and a mix of debt funds, so something matures every year.</li>
<li><strong>Money you may need on any day</strong>: not a long FD.</li>
</ul>
<blockquote><p>Choose debt funds for flexibility and tax deferral; choose FDs for certainty. Never choose a debt fund only because it showed the highest yield.</p></blockquote>
<h2>Three checks before a debt fund</h2>
<ol>
<li>Its duration should be shorter than the time until you need the money.</li>
<li>Most of its holdings should be government or AAA-rated.</li>
<li>Its expense ratio should be low; in debt funds, costs take a large share of returns.</li>
</ol>
<p>Mutual-fund investments are subject to market risks. Read all scheme-related documents carefully.</p>`;

const elssArticle = `<p>If you file under the old tax regime, you can reduce your taxable income by up to ₹1,50,000 a year through section 80C. Among the options, equity-linked savings schemes (ELSS) have the shortest lock-in and the greatest potential for growth, along with the risks that come with equity.</p>
<p><em>Applies to the financial year 2025-26 and the Income-tax Act, 1961. The new regime does not allow the 80C deduction.</em></p>
<h2>What ELSS is</h2>
<p>An ELSS is a mutual fund that invests mainly in shares and carries a lock-in of three years from each investment. That is shorter than PPF (15 years) and tax-saving fixed deposits (5 years).</p>
<table>
<thead><tr><th>80C option</th><th>Lock-in</th><th>Returns</th><th>Tax on returns</th></tr></thead>
<tbody>
<tr><td>ELSS</td><td>3 years</td><td>Market-linked</td><td>Long-term capital gains tax above a yearly exemption</td></tr>
<tr><td>PPF</td><td>15 years</td><td>Set by government each quarter</td><td>Tax-free</td></tr>
<tr><td>Tax-saving FD</td><td>5 years</td><td>Fixed</td><td>Taxed at slab rate</td></tr>
<tr><td>EPF (employee share)</td><td>Until retirement, with some exceptions</td><td>Declared yearly</td><td>Tax-free within limits</td></tr>
</tbody>
</table>
<h2>How much can it save?</h2>
<p>If you are in the 30% slab of the old regime, investing the full ₹1,50,000 saves ₹46,800 in tax including cess. Check first how much of the limit your EPF contribution, life-insurance premiums, children’s tuition fees or home-loan principal already fill; only the remainder needs a fresh investment.</p>
<h2>SIP or lump sum?</h2>
<p>A monthly SIP of ₹12,500 reaches ₹1,50,000 over the year and avoids the March rush. Remember that each instalment has its own three-year lock-in: the April SIP unlocks three years later in April, the May SIP in May, and so on.</p>
<blockquote><p>Three years is the minimum, not the plan. Treat ELSS as a long-term equity investment that happens to save tax.</p></blockquote>
<h2>Choosing a fund</h2>
<ul>
<li>Prefer the direct plan for its lower expense ratio.</li>
<li>Judge consistency over five and more years against the benchmark, not the last year’s return.</li>
<li>One or two ELSS funds are enough.</li>
</ul>
<h2>Common mistakes</h2>
<ol>
<li>Investing in a rush in the last week of March without checking how much of 80C is already used.</li>
<li>Redeeming the day the lock-in ends, only to reinvest for the next year’s deduction.</li>
<li>Choosing the old regime just to claim ELSS, when the new regime would cost less overall.</li>
</ol>
<p>Mutual-fund investments are subject to market risks. Read all scheme-related documents carefully.</p>`;

const stepUpArticle = `<p>Your salary will probably rise over the years. If your SIP stays the same, it quietly becomes a smaller share of your income, and your goals drift out of reach. A step-up SIP, also called a top-up SIP, fixes this by raising the instalment automatically every year.</p>
<h2>How it works</h2>
<p>When you register the SIP, you choose how much to add each year: a fixed amount, such as ₹1,000, or a percentage, such as 10%. The fund house raises the instalment on the anniversary without a new form.</p>
<h2>The difference it makes</h2>
<p>Compare a flat SIP of ₹10,000 a month for 20 years with one that starts at ₹10,000 and steps up 10% every year. Assume 12% a year for both.</p>
<table>
<thead><tr><th>Aspect</th><th>Flat SIP</th><th>Step-up SIP (10% a year)</th></tr></thead>
<tbody>
<tr><td>Monthly amount in year 1</td><td>₹10,000</td><td>₹10,000</td></tr>
<tr><td>Monthly amount in year 20</td><td>₹10,000</td><td>about ₹61,000</td></tr>
<tr><td>Total invested</td><td>₹24,00,000</td><td>about ₹68,70,000</td></tr>
<tr><td>Value after 20 years</td><td>about ₹1 crore</td><td>about ₹1.99 crore</td></tr>
</tbody>
</table>
<p>The step-up nearly doubles the corpus, while each year’s increase is small enough to go unnoticed next to a salary rise. Notice, too, that the later instalments are the largest: the habit you build in the first few years is what makes them possible.</p>
<h3>A fixed SIP plus a manual raise</h3>
<p>If your fund house or platform does not offer an automatic step-up, you can get the same effect by hand: each year, on the day your increment arrives, start a second small SIP or raise the existing one. Put a reminder in your calendar so the raise is not forgotten.</p>
<blockquote><p>Raise the SIP before you raise your lifestyle. The increment you never get used to spending is the easiest one to save.</p></blockquote>
<h2>Choosing the step-up</h2>
<ul>
<li><strong>Match it to your expected raises.</strong> If your salary grows about 8% a year, a step-up of 5% to 10% is comfortable.</li>
<li><strong>Use a fixed amount if your income is uneven</strong>; a percentage compounds faster.</li>
<li><strong>Set a ceiling</strong> if the platform allows, so the instalment stops rising at a level you are sure you can sustain.</li>
</ul>
<h2>Where it helps most</h2>
<ol>
<li><strong>Retirement</strong>, the longest goal, where later and larger instalments still have time to grow.</li>
<li><strong>A child’s education</strong>, where fees rise faster than most salaries.</li>
<li><strong>Anyone who started small</strong> and wants the plan to grow up with their career.</li>
</ol>
<p>If a year is hard, most fund houses let you pause or change the SIP. Do that rather than stopping it. Returns above are assumptions for illustration; mutual-fund investments are subject to market risks.</p>`;

const ppfSsyArticle = `<p>Not every rupee for a long goal needs to be in equity. The Public Provident Fund (PPF) and the Sukanya Samriddhi Yojana (SSY) are small-savings schemes backed by the Government of India, with tax-free returns. They make a steady, safe base for goals such as a child’s education or your own retirement.</p>
<h2>PPF at a glance</h2>
<ul>
<li>Open at a post office or an authorised bank; one account per person.</li>
<li>Deposit between ₹500 and ₹1,50,000 a year.</li>
<li>The account matures after 15 full financial years and can be extended in blocks of five years.</li>
<li>Partial withdrawals and loans are allowed after the first few years, within limits.</li>
<li>The interest rate is set by the government every quarter.</li>
</ul>
<h2>Sukanya Samriddhi at a glance</h2>
<ul>
<li>For a girl child below 10 years of age, opened by a parent or guardian; up to two daughters per family, with exceptions for twins.</li>
<li>Deposit between ₹250 and ₹1,50,000 a year, for 15 years from opening.</li>
<li>The account matures 21 years from opening. Up to half the balance can be withdrawn for her education once she turns 18 or finishes class 10.</li>
<li>Its rate, also set quarterly, has usually been higher than PPF’s.</li>
</ul>
<table>
<thead><tr><th>Aspect</th><th>PPF</th><th>Sukanya Samriddhi</th></tr></thead>
<tbody>
<tr><td>Who can open</td><td>Any resident individual</td><td>Parent of a girl below 10</td></tr>
<tr><td>Yearly deposit</td><td>₹500 to ₹1,50,000</td><td>₹250 to ₹1,50,000</td></tr>
<tr><td>Maturity</td><td>15 years, extendable</td><td>21 years from opening</td></tr>
<tr><td>Tax on interest and maturity</td><td>Exempt</td><td>Exempt</td></tr>
</tbody>
</table>
<h2>The tax side</h2>
<p>Under the old regime, deposits in both count towards the ₹1,50,000 limit of section 80C, and the interest and maturity amount are tax-free. Under the new regime there is no deduction for the deposit, but the interest and maturity amount remain tax-free, which still makes them useful.</p>
<blockquote><p>Deposit before the fifth of the month: PPF interest for a month is calculated on the lowest balance between the fifth and the month’s end.</p></blockquote>
<h2>How to use them in a plan</h2>
<ol>
<li>For a daughter’s education, pair an SSY account with an equity SIP: the SIP for growth, SSY for certainty.</li>
<li>Use PPF as the safe portion of your retirement savings alongside EPF and equity funds.</li>
<li>Deposit early in the financial year when you can; the money earns interest for longer.</li>
<li>Keep the passbook and nominee details updated.</li>
</ol>
<p>Neither scheme suits money you may need soon. For those goals, look at liquid funds and fixed deposits instead.</p>`;

const npsArticle = `<p>The National Pension System (NPS) is a low-cost, government-regulated account built for one purpose: income in retirement. It is often remembered only for its tax deduction, but its low charges and simple structure make it worth understanding on its own.</p>
<p><em>Tax rules below are for the financial year 2025-26 under the Income-tax Act, 1961.</em></p>
<h2>How it works</h2>
<ul>
<li>You open a Tier I account, choose a pension fund manager, and contribute whenever you like, with a small yearly minimum.</li>
<li>Your money is split between equity, corporate bonds and government securities. You can choose the mix yourself or let it shift automatically towards safer assets as you age.</li>
<li>At 60, you can take up to 60% of the corpus as a tax-free lump sum; at least 40% buys an annuity, which pays a pension for life.</li>
<li>Early withdrawals are allowed only for specific reasons and within limits.</li>
</ul>
<h2>The tax benefits</h2>
<table>
<thead><tr><th>Contribution</th><th>Old regime</th><th>New regime</th></tr></thead>
<tbody>
<tr><td>Your own, within 80C</td><td>Deductible up to the ₹1,50,000 limit</td><td>Not deductible</td></tr>
<tr><td>Your own, extra under 80CCD(1B)</td><td>Another ₹50,000</td><td>Not deductible</td></tr>
<tr><td>Your employer’s, under 80CCD(2)</td><td>Up to 10% of basic salary and DA</td><td>Up to 14% of basic salary and DA</td></tr>
</tbody>
</table>
<p>The employer’s contribution is the one benefit both regimes share. If your employer offers it through your salary structure, it is usually worth taking.</p>
<blockquote><p>Treat NPS as one of three retirement pillars, with EPF and equity mutual funds, not as a way to spend ₹50,000 to save tax.</p></blockquote>
<h2>Choosing your mix</h2>
<ol>
<li>In your twenties and thirties, a higher equity share, up to the limit allowed, gives your money room to grow.</li>
<li>With the automatic choice, the equity share falls gradually as you age; pick the aggressive, moderate or conservative version to suit you.</li>
<li>Review the fund manager’s performance every few years; you can switch.</li>
</ol>
<h2>Limits to keep in mind</h2>
<ul>
<li>The money is largely locked until 60, which is the point, but make sure your emergency fund and shorter goals are covered first.</li>
<li>Annuity income is taxed as income in the year you receive it.</li>
<li>Rules on withdrawal and annuities have changed over time; read the current ones before retiring.</li>
</ul>
<p>Used well, NPS gives a cheap, disciplined base for retirement that quietly builds year after year.</p>`;

const articles: MagazineDemo['articles'] = [
  {
    title: 'SIPs and rupee-cost averaging: why a fixed monthly amount works',
    description:
      'How a systematic investment plan buys more units when prices fall, and why staying invested matters more than timing the market.',
    section: 'investing',
    author: 'kavya',
    tags: ['start investing', 'sip', 'mutual funds', 'video'],
    featured: true,
    createdAt: '2026-11-10',
    contentHtml: sipArticle,
    coverSvg: cover('sipGrowth', palettes.teal, 1),
    coverAlt:
      'Six stacks of coins, each taller than the last, under a line that climbs to the right, on pale green.',
  },
  {
    title: 'Your emergency fund: how much, where to keep it, and when to use it',
    description:
      'A practical guide to sizing an emergency fund from your essential expenses and splitting it between a bank account, a sweep-in deposit and a liquid fund.',
    section: 'start-here',
    author: 'farida',
    tags: ['start investing', 'emergency fund', 'budgeting'],
    featured: true,
    createdAt: '2026-10-22',
    contentHtml: emergencyFundArticle,
    coverSvg: cover('umbrella', palettes.indigo, 2),
    coverAlt: 'An orange umbrella shelters a glass jar of coins from falling rain, on pale blue.',
  },
  {
    title: 'Term insurance or an endowment plan? Keep protection and saving apart',
    description:
      'Why a pure term plan usually protects a family far better than a money-back policy, and how to work out the cover you need.',
    section: 'insurance',
    author: 'farida',
    tags: ['insurance', 'term insurance', 'plan for my child', 'video'],
    featured: true,
    createdAt: '2026-09-30',
    contentHtml: termArticle,
    coverSvg: cover('shieldFamily', palettes.saffron, 3),
    coverAlt: 'A brown shield guards two parents and a child, on a warm cream background.',
  },
  {
    title: 'Health insurance and super top-ups: a bigger cover for a smaller premium',
    description:
      'How a base health policy and a super top-up work together, what to check in a policy, and why parents need cover of their own.',
    section: 'insurance',
    author: 'farida',
    tags: ['insurance', 'health insurance', 'save tax'],
    featured: false,
    createdAt: '2026-08-18',
    contentHtml: healthArticle,
    coverSvg: cover('healthLayers', palettes.rose, 4),
    coverAlt:
      'A pink heart around a smaller green one with a white cross, a pulse line running through both.',
  },
  {
    title: 'Old or new tax regime? Choosing for 2025-26',
    description:
      'The slabs, deductions and rebates of both regimes for the financial year 2025-26, with a worked example to help you decide.',
    section: 'tax',
    author: 'arjun',
    tags: ['save tax', 'income tax'],
    featured: true,
    createdAt: '2026-04-14',
    contentHtml: taxRegimeArticle,
    coverSvg: cover('twoForms', palettes.sand, 5),
    coverAlt: 'Two forms, one white and one blue, weighed against each other on a tilted balance.',
  },
  {
    title: 'Retire like a boss: the quiet power of starting early',
    description:
      'Two friends, one decade apart: how an early start with a smaller SIP can beat a late start with a bigger one.',
    section: 'life-goals',
    author: 'kavya',
    tags: ['retire like a boss', 'compounding', 'video'],
    featured: true,
    createdAt: '2026-07-05',
    contentHtml: retirementArticle,
    coverSvg: cover('sunrise', palettes.night, 6),
    coverAlt: 'A golden sun rises over dark blue hills, a path winding up towards it.',
  },
  {
    title: 'Planning your child’s education fund, one SIP at a time',
    description:
      'Price the course today, add education inflation and turn the target into a monthly SIP, then protect and review the plan.',
    section: 'life-goals',
    author: 'kavya',
    tags: ['plan for my child', 'goal planning', 'sip'],
    featured: true,
    createdAt: '2026-06-12',
    contentHtml: educationArticle,
    coverSvg: cover('graduation', palettes.leaf, 7),
    coverAlt: 'A graduation cap resting on a pile of books beside a young sapling, on green.',
  },
  {
    title: 'Women and money: five habits that build independence',
    description:
      'Simple habits, from accounts in your own name to investing through a career break, that keep every woman able to act on her money.',
    section: 'start-here',
    author: 'farida',
    tags: ['start investing', 'women and money', 'retire like a boss'],
    featured: false,
    createdAt: '2026-03-08',
    contentHtml: womenArticle,
    coverSvg: cover('herMoney', palettes.plum, 8),
    coverAlt: 'A woman in a teal sari holds up a rising arrow, coins gathered at her feet.',
  },
  {
    title: 'How to read a mutual-fund factsheet in ten minutes',
    description:
      'What the expense ratio, benchmark, beta, Sharpe ratio, yield and duration on a monthly factsheet tell you about a fund.',
    section: 'investing',
    author: 'arjun',
    tags: ['start investing', 'mutual funds'],
    featured: false,
    createdAt: '2026-02-20',
    contentHtml: factsheetArticle,
    coverSvg: cover('factsheet', palettes.indigo, 9),
    coverAlt:
      'A one-page fund report with a bar chart, a pie chart and rows of figures under a magnifying glass.',
  },
  {
    title: 'Debt funds or fixed deposits? Comparing them fairly',
    description:
      'How fixed deposits and debt mutual funds differ in return, access, tax and risk, and which suits each kind of goal.',
    section: 'investing',
    author: 'arjun',
    tags: ['debt funds', 'fixed deposits', 'retire like a boss'],
    featured: false,
    createdAt: '2026-01-15',
    contentHtml: debtFdArticle,
    coverSvg: cover('balance', palettes.saffron, 10),
    coverAlt:
      'A level balance with a small bank building on one pan and a heap of coins on the other.',
  },
  {
    title: 'ELSS: the tax-saver with the shortest lock-in',
    description:
      'How equity-linked savings schemes compare with other section 80C options, and how to use them without the March rush.',
    section: 'tax',
    author: 'arjun',
    tags: ['save tax', 'elss', 'start investing'],
    featured: true,
    createdAt: '2026-01-28',
    contentHtml: elssArticle,
    coverSvg: cover('lockedSprout', palettes.plum, 11),
    coverAlt: 'A teal padlock with a young sprout growing beside it, on lilac.',
  },
  {
    title: 'Step-up SIPs: let your savings grow with your salary',
    description:
      'Raising a SIP a little every year can nearly double what it builds; here is how to choose the step-up that suits you.',
    section: 'investing',
    author: 'kavya',
    tags: ['sip', 'start investing', 'retire like a boss', 'plan for my child'],
    featured: false,
    createdAt: '2025-12-09',
    contentHtml: stepUpArticle,
    coverSvg: cover('steps', palettes.leaf, 12),
    coverAlt:
      'A staircase rising to the right with a coin on every step, each coin bigger than the one below.',
  },
  {
    title: 'PPF and Sukanya Samriddhi: safe, tax-free savings for long goals',
    description:
      'How the Public Provident Fund and the Sukanya Samriddhi Yojana work, how they are taxed and where they fit in a plan.',
    section: 'life-goals',
    author: 'kavya',
    tags: ['plan for my child', 'save tax', 'ppf'],
    featured: false,
    createdAt: '2026-05-20',
    contentHtml: ppfSsyArticle,
    coverSvg: cover('coinTree', palettes.teal, 13),
    coverAlt: 'A sapling in a pot whose leaves are gold coins, on pale green.',
  },
  {
    title: 'NPS explained: a low-cost pension and its tax benefits',
    description:
      'How the National Pension System works, what it allows at 60, and which of its deductions apply in each tax regime for 2025-26.',
    section: 'tax',
    author: 'arjun',
    tags: ['retire like a boss', 'save tax', 'nps'],
    featured: false,
    createdAt: '2025-12-22',
    contentHtml: npsArticle,
    coverSvg: cover('nestEgg', palettes.sand, 14),
    coverAlt: 'A nest of straw holding one large blue egg, on sand.',
  },
];

export const magazineDemo: MagazineDemo = { sections, authors, articles };
