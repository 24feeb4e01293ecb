import type { TContactMailRequest, TSmallContactRequest } from '../../../shared/schemas/contact';
import { contactEnquiries } from '../../db/schema/contact';
import { consentNow } from './consent';
import { supportMessage } from './contact-mails';
import type { ContactDeps } from './newsletter';

/**
 * The contact forms' enquiries: stored with the consent they were made under (the privacy notice
 * only: answering is the form's own purpose), then mailed to the support address.
 */

/** The large form of /contact-us. */
export async function saveContactEnquiry(
  deps: ContactDeps,
  input: TContactMailRequest,
): Promise<void> {
  const consent = consentNow();
  await deps.db.transaction(async (tx) => {
    await tx.insert(contactEnquiries).values({
      form: 'contact',
      name: input.name,
      email: input.email,
      phone: input.phone,
      companyName: input.companyName,
      message: input.message,
      ...consent,
    });
  });
  deps.mailer.sendLater(
    supportMessage({
      kind: 'enquiry',
      subject: `${input.name} (${input.companyName})`,
      intro: 'A new enquiry from the Contact Us form.',
      fields: [
        ['Name', input.name],
        ['Email', input.email],
        ['Phone', input.phone],
        ['Company', input.companyName],
        ['Message', `\n${input.message}`],
      ],
      from: input.email,
    }),
  );
}

/** The short form of a service page, with that page's name. */
export async function saveShortEnquiry(
  deps: ContactDeps,
  input: TSmallContactRequest,
): Promise<void> {
  const consent = consentNow();
  await deps.db.transaction(async (tx) => {
    await tx.insert(contactEnquiries).values({
      form: 'short',
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      page: input.page,
      ...consent,
    });
  });
  deps.mailer.sendLater(
    supportMessage({
      kind: 'enquiry',
      subject: `${input.firstName} ${input.lastName} (${input.page})`,
      intro: `A new enquiry from the short contact form of the ${input.page} page.`,
      fields: [
        ['Name', `${input.firstName} ${input.lastName}`],
        ['Email', input.email],
        ['Phone', input.phone],
        ['Page', input.page],
      ],
      from: input.email,
    }),
  );
}
