import type { ReportName } from '../../../shared/schemas/reports';
import { eventRegistrationsReport } from '../events/event-registrations-report';
import {
  allRegistrationsReport,
  contactEnquiriesReport,
  shortEnquiriesReport,
} from '../contact/enquiry-reports';
import type { Report } from './report-definition';
import {
  financialHealthReport,
  moneyMapReport,
  retirementPlannerReport,
  riskProfileReport,
  subscribersReport,
} from './seed-reports';

/** Every report by its name (shared/schemas/reports.ts names them for both sides). */
export const reports: { readonly [Name in ReportName]: Report } = {
  subscribers: subscribersReport,
  moneymap: moneyMapReport,
  retirement_planner: retirementPlannerReport,
  financialHealth_result: financialHealthReport,
  riskProfile_result: riskProfileReport,
  event_registrations: eventRegistrationsReport,
  contact_enquiries: contactEnquiriesReport,
  short_enquiries: shortEnquiriesReport,
  all_registrations: allRegistrationsReport,
};
