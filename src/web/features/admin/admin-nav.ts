import type { LivePathKey } from '../../../shared/config/paths';

/**
 * The staff area's places, in one list each: the sidebar's links (the seeds' Dashboard,
 * Subscribers, Enquiries and Planners Report first, then the screens beyond the seeds) and the
 * dashboard's tiles (the seeds' five, then the screens beyond them). A screen joins the staff
 * area by its registry entry (shared/config/paths.ts) and one line here; the sidebar's Logout
 * is not a place and is drawn by the sidebar itself.
 */
export type AdminPlace = {
  readonly page: LivePathKey;
  /** The words on the link; the page's registry title when absent. */
  readonly label?: string;
};

export const sidebarPlaces: readonly AdminPlace[] = [
  { page: 'dashboard' },
  { page: 'adminSubscribers' },
  { page: 'adminEnquiries' },
  { page: 'adminPlanner', label: 'Planners Report' },
  { page: 'adminOutbox' },
  { page: 'adminAudit' },
  { page: 'adminPeople' },
  { page: 'adminAdmins' },
];

export type AdminTile = AdminPlace & {
  /** One line under the tile's name: what staff do there. */
  readonly blurb: string;
};

export const dashboardTiles: readonly AdminTile[] = [
  { page: 'adminEvents', blurb: 'Add, update or delete events and see who registered.' },
  { page: 'adminQuote', blurb: 'Set, change or remove the announcement above every page.' },
  { page: 'adminManageBlog', blurb: 'Manage the magazine’s authors and sections.' },
  { page: 'adminTestimonials', blurb: 'Add, update, delete and order the testimonials.' },
  { page: 'adminSessions', blurb: "Set the achievements banner's session figures." },
  { page: 'adminEnquiries', blurb: 'Read what visitors sent and mark it answered.' },
  { page: 'adminOutbox', blurb: 'Read the e-mails kept while no mail server is set.' },
  { page: 'adminAudit', blurb: 'See every change made here, by whom and when.' },
  { page: 'adminSubscribers', blurb: 'Search the newsletter list; unsubscribe or erase.' },
  { page: 'adminPeople', blurb: 'Find, download or erase what is held about an address.' },
  { page: 'adminAdmins', blurb: 'Add or remove admins; change your password.' },
];
