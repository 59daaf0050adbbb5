import { paths } from '@/config/paths';
import { strings } from '@/config/strings';

export interface NavItem {
  label: string;
  to: string;
  /** Match the path exactly (Home would otherwise be active everywhere). */
  end?: boolean;
}

const home: NavItem = { label: strings.nav.home, to: paths.home.getHref(), end: true };
const papers: NavItem = { label: strings.nav.papers, to: paths.papers.root.getHref() };
const notes: NavItem = { label: strings.nav.notes, to: paths.notes.root.getHref() };
const uploads: NavItem = { label: strings.nav.uploads, to: paths.upload.getHref() };
// Not in the spec (issue 27): requests for missing papers and notes.
const requests: NavItem = { label: strings.nav.requests, to: paths.requests.root.getHref() };
const aboutUs: NavItem = { label: strings.nav.aboutUs, to: paths.aboutUs.getHref() };

/** Top bar on large screens (spec §2 layout). */
export const primaryNav: readonly NavItem[] = [home, papers, notes, uploads, requests, aboutUs];

/**
 * Slide-in menu on small screens: the spec's Home, Papers, Notes, Uploads, plus Requests (issue 27)
 * and About Us so that a phone reaches everything the top bar does (README, "Deviations").
 */
export const drawerNav: readonly NavItem[] = [home, papers, notes, uploads, requests, aboutUs];

/**
 * The signed-in part of the slide-in menu: what the top bar's Dashboard button and the
 * dashboard's left menu reach on large screens, through the spec's small-screen shortcuts
 * (/edit-profile, /saved-items, /uploaded-items, /help-support). Admin only for admins.
 */
export function accountNav(isAdmin: boolean): readonly NavItem[] {
  const items: NavItem[] = [
    { label: strings.nav.dashboard, to: paths.dashboard.root.getHref(), end: true },
    { label: strings.dashboard.profile, to: paths.editProfile.getHref() },
    { label: strings.dashboard.savedItems, to: paths.savedItems.getHref() },
    { label: strings.dashboard.uploadedItems, to: paths.uploadedItems.getHref() },
    { label: strings.dashboard.helpSupport, to: paths.helpSupport.getHref() },
  ];
  if (isAdmin) items.push({ label: strings.dashboard.admin, to: paths.dashboard.admin.getHref() });
  return items;
}

export const footerCompanyNav: readonly NavItem[] = [
  { label: strings.footer.aboutUs, to: paths.aboutUs.getHref() },
  { label: strings.footer.privacyPolicy, to: paths.privacyPolicy.getHref() },
  { label: strings.footer.contactUs, to: paths.contactUs.getHref() },
  { label: strings.footer.termsAndCondition, to: paths.termsConditions.getHref() },
];

export const footerFeaturesNav: readonly NavItem[] = [
  { label: strings.footer.notes, to: paths.notes.root.getHref() },
  { label: strings.footer.papers, to: paths.papers.root.getHref() },
  { label: strings.footer.upload, to: paths.upload.getHref() },
];
