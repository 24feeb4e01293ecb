import { privacyNotice } from '../../../shared/config/site';

/**
 * The consent a submission is made under: the privacy notice's version the form showed, and when.
 * Every form that takes personal data records it with the submission (DPDP Act).
 */
export function consentNow() {
  return { consentNoticeVersion: privacyNotice.version, consentedAt: new Date() };
}
