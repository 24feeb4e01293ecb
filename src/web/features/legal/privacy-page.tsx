import { Link } from 'wouter';
import { paths, plannerKeys } from '../../../shared/config/paths';
import { grievanceOfficer, privacyNotice, site } from '../../../shared/config/site';
import { formatDate } from '../../../shared/format/date';
import { LegalDocument, type LegalSection } from './components/legal-document';

const officer = grievanceOfficer;
const notice = privacyNotice;
const [headquarters] = site.offices;

// The Privacy panel of /profile (features/account/utils/panels.ts names it): download and erasure.
const privacyPanel = `${paths.profile.path}?panel=privacy`;

const officerMail = <a href={`mailto:${officer.email}`}>{officer.email}</a>;

/** One kind of data: what it is, why we keep it, and for how long. */
function DataKind({ what, why, keep }: { what: string; why: string; keep: string }) {
  return (
    <ul>
      <li>
        <strong>What:</strong> {what}
      </li>
      <li>
        <strong>Why:</strong> {why}
      </li>
      <li>
        <strong>How long:</strong> {keep}
      </li>
    </ul>
  );
}

const plannerNames = plannerKeys.map((key) => paths[key].title).join(', ');

const sections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are and what this notice covers',
    body: (
      <>
        <p>
          {site.name} ({headquarters.lines.join(', ')}) decides why and how the personal data
          described here is used: under India’s Digital Personal Data Protection Act, 2023 (the DPDP
          Act) we are its Data Fiduciary, and you, the person the data is about, are the Data
          Principal. This notice tells you, as the Act and the Digital Personal Data Protection
          Rules, 2025 ask, what we collect and why, how long we keep it, how to give and withdraw
          consent, and how to use your rights.
        </p>
        <p>
          It covers this website, its planners, its magazine, our events and the e-mails we send.
          The investing platform that the Invest Now button opens is run separately, with its own
          privacy notice, which applies to what you give it.
        </p>
        <p>
          You can ask for this notice in Hindi, Kannada, Marathi, Gujarati, Tamil or any other
          language of the Eighth Schedule to the Constitution: write to our Grievance Officer at{' '}
          {officerMail}.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect, why, and for how long',
    body: (
      <>
        <p>
          We collect only what each part of the site needs to work, and only what you give us or
          what your use of the site creates. We do not buy data about you from anyone.
        </p>

        <h3>Your account</h3>
        <DataKind
          what="your e-mail address and password (stored only as a one-way hash, never readable by anyone), and, if you add them, your name and mobile number. If you sign in with Google or Facebook, the name, e-mail address and profile picture that they share with us. For each device you sign in on: the browser it reports, its IP address and when you signed in."
          why="to sign you in and keep you signed in, to keep your saved plans together, to protect your account, and to send the e-mails an account needs (confirming an address, resetting a password, telling you about a sign-up attempt with your address)."
          keep="until you delete your account. A sign-in on a device ends after seven days without use, or when you sign out; a password-reset link works for one hour."
        />

        <h3>Planner inputs and results</h3>
        <DataKind
          what={`what you enter in the planners (${plannerNames}): ages, income, expenses, savings, goals, answers to questions, the rates you choose, and the figures worked out from them.`}
          why="to show you your plan, and, when you are signed in, to keep the plans you save so that you can open them again and see how they change. We recalculate every saved figure ourselves from your inputs."
          keep={`until you delete your account; saved ${paths.moneyMap.title} can also be deleted one by one.`}
        />
        <p>
          The planners work out your figures in your browser. What you type reaches us only when you
          are signed in and a plan is saved ({paths.moneyMap.title} saves each map a signed-in user
          calculates). A share link carries your inputs after the # in its address, a part that
          browsers never send to us.
        </p>

        <h3>Enquiries</h3>
        <DataKind
          what="what you write in a contact form: your name, e-mail address, phone number, company name if you give one, your message, and the page you wrote from."
          why="to answer you, and to follow up on the conversation you started. An enquiry about our employer or school programmes may lead to a call from us; nothing more."
          keep="two years from when you send it, so that we can see what we already discussed if you write again; then it is deleted."
        />

        <h3>Event registrations</h3>
        <DataKind
          what="your name, e-mail address and phone number, and the event you registered for."
          why="to hold your seat, send you the confirmation with a calendar file, and tell you if the event changes or is cancelled."
          keep="one year after the event, so that we can answer questions about it and plan the next ones; then it is deleted."
        />

        <h3>The newsletter</h3>
        <DataKind
          what="your name and e-mail address, and when you subscribed."
          why="to send you the newsletter, which we do only after you tick the box asking for it."
          keep="until you unsubscribe. After that we keep only the address, marked as unsubscribed, so that it is never mailed again; ask us and we will erase that too."
        />

        <h3>Records of your consent</h3>
        <DataKind
          what="with each form you send: the version of this notice that was shown to you and when you agreed."
          why="to show, if asked, that we had your consent for what we did."
          keep="as long as the data that the consent was for."
        />

        <h3>Security records</h3>
        <DataKind
          what="for each request to the site: the IP address, the page or call, the browser it reports and the time. Counters of recent requests by IP address, used to slow down anyone sending too many."
          why="to keep the site and your account safe, find and stop abuse, and look into a breach if one happens."
          keep="request records for one year, as the DPDP Rules 2025 ask of a Data Fiduciary; the counters for a minute."
        />
        <p>
          Where we keep a copy of an e-mail we sent for your account, it is part of your account’s
          data: in your download, and erased with it.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-never-do',
    title: 'What we never do',
    body: (
      <ul>
        <li>We do not sell or rent your personal data to anyone.</li>
        <li>We do not show advertising, and we do not use advertising or analytics trackers.</li>
        <li>
          We do not use your plans or enquiries to decide anything about you automatically, and we
          do not build a profile of you for marketing.
        </li>
        <li>
          We do not send marketing e-mail unless you subscribed to the newsletter and ticked its
          box.
        </li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who else handles your data',
    body: (
      <>
        <p>Your data is seen only by the people and companies who need it to serve you:</p>
        <ul>
          <li>
            our staff, each seeing only what their work needs (for example, the team that answers
            enquiries sees enquiries, not planner results);
          </li>
          <li>
            the companies that host the site and deliver its e-mail, who act only on our
            instructions, under contract, and may not use the data for themselves;
          </li>
          <li>
            Google or Facebook, only if you choose to sign in with them: they learn that you signed
            in to {site.name};
          </li>
          <li>
            an authority, court or regulator, only when the law requires us to share something, and
            only what it requires.
          </li>
        </ul>
        <p>
          We store your data in India. An e-mail to you may pass through our mail provider’s servers
          elsewhere on its way; we never send personal data to a country to which the Government of
          India has restricted such transfers.
        </p>
      </>
    ),
  },
  {
    id: 'consent',
    title: 'Your consent, and withdrawing it',
    body: (
      <>
        <p>
          We use your data on the basis of your consent, which you give by a clear action: creating
          an account, saving a plan, sending a form. The newsletter is a separate choice, made by
          ticking its box. Each form says what it keeps and links to this notice.
        </p>
        <p>
          You can withdraw your consent at any time, as easily as you gave it, and you do not have
          to give a reason:
        </p>
        <ul>
          <li>the newsletter: the unsubscribe link at the foot of every issue;</li>
          <li>
            your account, plans and everything tied to it: Delete my account, in the Privacy panel
            of <Link to={privacyPanel}>your account page</Link>;
          </li>
          <li>
            enquiries and event registrations: write to our Grievance Officer at {officerMail} from
            the address you used.
          </li>
        </ul>
        <p>
          Once you withdraw, we stop using the data and erase it within 30 days, unless a law
          requires us to keep some of it for longer (for example, records needed to answer a
          regulator), in which case we keep only that, only for as long as required. Withdrawing
          does not make unlawful what we did with your consent before.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and how to use them',
    body: (
      <>
        <p>
          The DPDP Act gives you these rights. There is no fee for using them. Before we act on a
          request that did not come from your signed-in account, we may ask you to confirm that it
          is yours, usually by replying from the e-mail address concerned.
        </p>
        <h3>To know what we hold</h3>
        <p>
          You can ask for a summary of your personal data, what we do with it, and who else has
          handled it. With an account, <strong>Download my data</strong> in the Privacy panel of{' '}
          <Link to={privacyPanel}>your account page</Link> gives you the whole of it at once, as a
          file; for anything else, write to {officerMail}.
        </p>
        <h3>To correct, complete or update it</h3>
        <p>
          Change your name, e-mail address, phone number or password on{' '}
          <Link to={paths.profile.path}>your account page</Link>; plan again to update a plan. For
          anything you cannot change yourself, write to us and we will correct it.
        </p>
        <h3>To have it erased</h3>
        <p>
          <strong>Delete my account</strong> in the Privacy panel erases your account and everything
          tied to it at once. To erase an enquiry, an event registration or a newsletter
          subscription, write to {officerMail}.
        </p>
        <h3>To have a grievance redressed</h3>
        <p>
          If something about your data worries you, write to our Grievance Officer (below). We
          acknowledge every grievance within two working days and answer it within 30 days, well
          inside the 90 days the DPDP Rules 2025 allow. If you are not satisfied with our answer,
          you can then complain to the Data Protection Board of India.
        </p>
        <h3>To nominate someone</h3>
        <p>
          You can name a person to use these rights for you if you die or become unable to use them
          yourself. Write to {officerMail} with their name and how to reach them; we will confirm
          the nomination, and you can change or cancel it the same way.
        </p>
        <p>
          The Act also asks something of you: to give us true information, and not to file a false
          or frivolous complaint.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <>
        <p>
          This site is for adults. You need to be 18 or older to create an account, send an enquiry,
          register for an event or subscribe, and we do not knowingly collect personal data of
          children or track them.
        </p>
        <p>
          Our financial education programmes for schools are arranged with the school: students take
          part in the sessions, and we do not collect their personal data. If you believe a child
          has given us their data, write to {officerMail} and we will erase it.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and your browser',
    body: (
      <>
        <p>
          The site sets no cookies until you sign in, and never for advertising or analytics. It
          uses only these:
        </p>
        <ul>
          <li>
            <strong>arthashala.session_token</strong> (on our secure site, named
            __Secure-arthashala.session_token): keeps you signed in. It is set when you sign in,
            cannot be read by the page’s scripts, and ends when you sign out or after seven days
            without use. Without it, you cannot stay signed in.
          </li>
          <li>
            <strong>arthashala.state</strong>: set only while you sign in with Google or Facebook,
            to check that the answer coming back is for your request; it expires after five minutes.
          </li>
        </ul>
        <p>
          The {paths.financialHealth.title} also remembers your latest score in your browser’s own
          storage, on your device, where it stays until you clear it; it is not sent to us.
        </p>
        <p>
          Videos in the magazine come from YouTube’s privacy-enhanced player, which loads only when
          you press play. From then on YouTube’s own privacy policy applies to that video.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect your data',
    body: (
      <>
        <p>
          The site is served only over encrypted connections. Passwords are stored as one-way
          hashes; staff reach personal data only through access that their role needs, and what they
          do is logged. We review these safeguards regularly.
        </p>
        <p>
          If a breach of personal data ever happens, we will tell each person affected without delay
          (what happened, what it means for them and what they can do) and report it to the Data
          Protection Board of India, as the DPDP Rules 2025 require.
        </p>
      </>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer',
    body: (
      <>
        <p>
          For any question about this notice or your personal data, to use a right above, or to
          raise a grievance, contact:
        </p>
        <address>
          <p>
            <strong>{officer.name}</strong>, {officer.title}
            <br />
            {site.name}, {headquarters.lines.join(', ')}
            <br />
            E-mail: {officerMail}
            <br />
            Phone: <a href={`tel:${officer.phone.tel}`}>{officer.phone.display}</a> ({officer.hours}
            )
          </p>
        </address>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this notice',
    body: (
      <p>
        When we change what we collect, why, or for how long, we publish a new version of this
        notice here with its number and date, and e-mail everyone with an account before it takes
        effect. If a change needs your fresh consent, we will ask for it and will not rely on the
        old one. This is version {notice.version}, in effect from {formatDate(notice.effectiveDate)}
        .
      </p>
    ),
  },
];

/** /privacyPolicy: the privacy notice under India's DPDP Act 2023 and Rules 2025 (decision 29). */
export default function PrivacyPage() {
  return (
    <LegalDocument
      crumb="Privacy notice"
      title="Privacy notice"
      lead={`What ${site.name} keeps about you, why, for how long, and how to see, correct or erase it.`}
      meta={
        <>
          Version {notice.version}, in effect from {formatDate(notice.effectiveDate)}.
        </>
      }
      sections={sections}
    />
  );
}
