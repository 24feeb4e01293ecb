import { paths } from '../../../shared/config/paths';
import { DrawnBanner, Person } from './components/drawn-banner';
import { ServicePage, ServiceSection } from './components/service-page';

const page = paths.financialEducation;

const sessions = [
  'Where money comes from, and where it goes: a month’s budget for a family of four',
  'Needs, wants and the advertising in between',
  'Saving and the bank: accounts, UPI, and how fraudsters try to get your OTP',
  'Borrowing: what an education loan, a phone on EMI and a credit card really cost',
  'Growing money: interest, compounding, inflation, and why a higher return means a higher risk',
  'Your first salary: a plan for the first year',
];

/** /financialEducation: money lessons for schools, colleges and their teachers. */
export default function FinancialEducationPage() {
  return (
    <ServicePage
      crumb={page.title}
      title="Money lessons for schools and colleges"
      lead="Six classroom sessions that leave students able to budget, save, borrow wisely and spot a fraud, long before their first salary arrives."
      banner={
        <DrawnBanner
          label="Drawing: a teacher at a green chalkboard showing a piggy bank and a rupee sign to three students."
          bg="#fff8e1"
        >
          <rect
            x="110"
            y="50"
            width="380"
            height="180"
            rx="8"
            fill="#2e7d32"
            stroke="#795548"
            strokeWidth="10"
          />
          <text
            x="160"
            y="130"
            fill="#fff"
            fontSize="54"
            fontFamily="Lato, sans-serif"
            fontWeight="700"
          >
            ₹ = plan
          </text>
          <ellipse cx="390" cy="180" rx="44" ry="30" fill="#f8bbd0" />
          <rect x="380" y="146" width="22" height="6" rx="3" fill="#ad1457" />
          <Person x={550} y={262} skin="#c68863" shirt="#00695c" hair="#2b1d14" long />
          <Person x={660} y={270} skin="#8d5a3b" shirt="#1565c0" hair="#1f1a17" scale={0.8} />
          <Person x={740} y={270} skin="#e0ac80" shirt="#ff8f00" hair="#4e342e" long scale={0.8} />
          <Person x={820} y={270} skin="#a86b45" shirt="#6a1b9a" hair="#1f1a17" scale={0.8} />
        </DrawnBanner>
      }
      forWhom={[
        'Students of Classes 9 to 12, in English or in the state’s language, with examples from their own lives.',
        'College students in their final year, about to sign their first offer letter and their first loan.',
        'Teachers who want to carry the lessons on: a two-day workshop and the full set of lesson plans.',
        'Parents, in an evening session of their own, so that what is learnt in class can be talked about at home.',
      ]}
      steps={[
        {
          title: 'Fit it to the timetable',
          text: 'Six sessions of 40 minutes, one a week, in a regular period, or as a two-day workshop in the holidays.',
        },
        {
          title: 'Learn by doing',
          text: 'Every session is a game or a case: running a family’s budget for a month, pricing an EMI, spotting the fake message.',
        },
        {
          title: 'A workbook to keep',
          text: 'Each student takes home a workbook with the sums, the stories and a page for their own first plan.',
        },
        {
          title: 'A certificate and feedback',
          text: 'A short quiz at the end, a certificate for each student, and a note to the school on what the class found hard.',
        },
      ]}
      cost={
        <>
          <p>
            For government and aided schools the course is free, paid for from our own budget. For
            private schools and colleges it is ₹450 per student for all six sessions, workbooks
            included; the teachers’ workshop is ₹2,500 per teacher.
          </p>
          <p>
            We never mention a product, a fund or our distribution business in a classroom, and no
            one under 18 can invest through us. The course is education, and nothing else.
          </p>
        </>
      }
      contact={{
        page: page.label,
        title: 'Bring the course to your school',
        intro:
          'Leave your details and one of our teachers will call you to find a slot in your timetable.',
      }}
    >
      <ServiceSection id="what" title="What students learn">
        <p>
          Most adults learn about money from their own mistakes. Our course, written by teachers for
          students of 14 to 21, aims to make those mistakes on paper instead. Each session takes one
          everyday decision and works it out in rupees:
        </p>
        <ul>
          {sessions.map((session) => (
            <li key={session}>{session}</li>
          ))}
        </ul>
      </ServiceSection>
    </ServicePage>
  );
}
