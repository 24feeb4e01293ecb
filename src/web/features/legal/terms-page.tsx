import { Link } from 'wouter';
import { paths } from '../../../shared/config/paths';
import { site } from '../../../shared/config/site';
import { formatDate } from '../../../shared/format/date';
import { LegalDocument, type LegalSection } from './components/legal-document';

/** The day these terms took effect (India's date); a change is announced 30 days before it. */
const TERMS_EFFECTIVE = '2026-11-27';

/** The seed's notice period for a change to these terms. */
const NOTICE_DAYS = 30;

const [headquarters] = site.offices;

const sections: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    body: (
      <>
        <p>
          This website, its planners, its magazine and its events are run by {site.name}, whose
          headquarters are at {headquarters.lines.join(', ')}. In these terms, “we” and “us” mean{' '}
          {site.name}, and “you” means the person using the site.
        </p>
        <p>
          By using the site you agree to these terms. If you do not agree, please do not use it. The
          site is meant for adults: you should be 18 or older to create an account, send us an
          enquiry or register for an event.
        </p>
        <p>
          How we handle your personal data is explained in our{' '}
          <Link to={paths.privacyPolicy.path}>privacy notice</Link>, which forms part of these
          terms.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-offer',
    title: 'What we offer, and what we do not',
    body: (
      <>
        <p>
          {site.name} teaches personal finance and helps people plan for their goals. The planners,
          articles, talks and workshops on this site are education and general information. They are
          not a recommendation to buy or sell any particular investment, and they do not take the
          place of advice that looks at your whole situation.
        </p>
        <p>
          We are an {site.distributor.registration} ({site.distributor.arn}). When you invest
          through us, we are paid a commission by the fund house on the regular plan you choose; we
          do not charge you for the planners, the magazine or our public talks. We are not an
          investment adviser registered with SEBI.
        </p>
        <p>
          The planners’ figures are illustrations worked out at the rates they state, which you can
          change. They are not promises: real returns, inflation and your own circumstances will
          differ. {site.distributor.disclaimer}
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <>
        <p>
          An account lets you save your plans. When you create one, please give an e-mail address
          that is yours and keep your password to yourself: you are responsible for what is done
          with your account. If you think someone else has used it, change your password at once and
          write to us at <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
        </p>
        <p>
          You can delete your account at any time from the Privacy panel of{' '}
          <Link to={paths.profile.path}>your account page</Link>. We may suspend or close an account
          that is used against these terms; we will tell you why, unless the law forbids it.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You may use the site for your own learning and planning. Please do not:</p>
        <ul>
          <li>use it for anything unlawful, or to deceive or defraud anyone;</li>
          <li>
            send enquiries, registrations or subscriptions in someone else’s name, or give details
            you know to be false;
          </li>
          <li>
            try to get into parts of the site, accounts or data that are not meant for you, or test,
            probe or work around its security;
          </li>
          <li>
            upload or send anything that carries malware, or that is abusive, defamatory, obscene or
            hateful;
          </li>
          <li>
            copy the site’s content in bulk, or read it with automated tools at a pace that slows it
            down for others (search engines indexing the public pages are welcome);
          </li>
          <li>
            collect other people’s personal data from the site, or use it to send unsolicited
            messages;
          </li>
          <li>present our content, planners or events as your own.</li>
        </ul>
        <p>
          We may remove content, refuse a registration or block access where these rules are broken,
          and report unlawful use to the authorities.
        </p>
      </>
    ),
  },
  {
    id: 'copyright',
    title: 'Copyright and trademarks',
    body: (
      <>
        <p>
          The text, planners, pictures, illustrations, videos and design of this site are the
          copyright of {site.name}, © {site.foundedYear} onwards, unless another owner is named
          beside them. The name {site.name}, its logo and the tagline “{site.tagline}” are our
          trademarks.
        </p>
        <p>You are welcome to:</p>
        <ul>
          <li>read, print or save a copy of a page or a plan for your own use;</li>
          <li>share links to any page of the site;</li>
          <li>
            quote a short passage from an article, with credit to {site.name} and a link to the
            article.
          </li>
        </ul>
        <p>
          Anything more (republishing an article, using our material in a paid course or a
          commercial product, or framing the site inside another) needs our written permission.
          Write to <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>; we are glad to
          hear from schools and non-profits.
        </p>
        <p>
          If you believe something on the site uses your work without permission, write to the same
          address with the page and the work concerned, and we will look into it promptly.
        </p>
      </>
    ),
  },
  {
    id: 'third-party-links',
    title: 'Links to other sites',
    body: (
      <>
        <p>
          The site links to sites run by others: the investing platform that the Invest Now button
          opens, regulators’ and investor-education pages, video hosts and social networks. We link
          to them because we think they are useful, but we do not control them and are not
          responsible for their content, their availability or how they handle your data.
        </p>
        <p>
          Their own terms and privacy notices apply once you are there; please read them, especially
          before you invest. A link is not an endorsement of everything on the other site.
        </p>
      </>
    ),
  },
  {
    id: 'events-and-mail',
    title: 'Events, enquiries and the newsletter',
    body: (
      <>
        <p>
          Our talks and workshops are free unless the event says otherwise. Registering holds a seat
          for you; we may change an event’s date, venue or speaker, or cancel it, and we will tell
          registered people as soon as we can.
        </p>
        <p>
          When you send an enquiry we use your details to answer it. The newsletter comes only if
          you ask for it, and every issue has a link to stop it in one click.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Accuracy and our liability',
    body: (
      <>
        <p>
          We take care that the site is accurate and kept up to date, but tax rules, interest rates
          and regulations change, and an article is written as of its date. Please check current
          rules, and read a scheme’s documents, before you act.
        </p>
        <p>
          The site is offered as it is. To the extent the law allows, we are not liable for any loss
          that comes from relying on the site’s general information or illustrations, from the site
          being unavailable for a time, or from sites we link to. Nothing in these terms limits a
          liability that Indian law does not allow to be limited, or your rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'force-majeure',
    title: 'Force majeure',
    body: (
      <>
        <p>
          We are not responsible for a delay or failure in running the site, an event or a service
          that is caused by something beyond our reasonable control: for example floods, storms,
          earthquakes, fire, epidemics, war, riots, strikes, orders of a government or a court, or
          failures of electricity, the internet or the companies that host the site and deliver its
          e-mail.
        </p>
        <p>
          When such an event happens we will tell you if it affects you, do what we reasonably can
          to limit its effects, and resume as soon as it is over.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <>
        <p>
          We will give at least {NOTICE_DAYS} days’ notice before a change to these terms takes
          effect. We will publish the new terms on this page with the date they take effect, show a
          notice on the site, and e-mail everyone with an account.
        </p>
        <p>
          If you do not agree with the new terms you can stop using the site and delete your account
          before that date. If you keep using the site after it, the new terms apply to you. A
          change that the law or a regulator requires sooner may take effect sooner; we will still
          tell you about it.
        </p>
      </>
    ),
  },
  {
    id: 'law-and-jurisdiction',
    title: 'Governing law and jurisdiction',
    body: (
      <>
        <p>
          These terms are governed by the laws of India. The courts at Bengaluru, Karnataka, have
          exclusive jurisdiction over any dispute arising from them or from your use of the site.
        </p>
        <p>
          Before going to court, please write to us: most problems are solved by a conversation. A
          complaint about a mutual fund investment can also be raised with the fund house, and on
          SEBI’s complaints portal, SCORES.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>Questions about these terms are welcome:</p>
        <ul>
          <li>
            E-mail: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
          </li>
          <li>
            Phone: <a href={`tel:${site.phones[0].tel}`}>{site.phones[0].display}</a>
          </li>
          <li>
            Post: {site.name}, {headquarters.lines.join(', ')}
          </li>
        </ul>
      </>
    ),
  },
];

/** /termCondition: the terms of using the site, with the points the seed lists (section 2). */
export default function TermsPage() {
  return (
    <LegalDocument
      crumb={paths.termCondition.title}
      title={paths.termCondition.title}
      lead={`The rules for using ${site.name}’s website, planners and magazine, in plain words.`}
      meta={<>In effect from {formatDate(TERMS_EFFECTIVE)}.</>}
      sections={sections}
    />
  );
}
