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
const aboutUs: NavItem = { label: strings.nav.aboutUs, to: paths.aboutUs.getHref() };

/** Top bar on large screens (spec §2 layout). */
export const primaryNav: readonly NavItem[] = [home, papers, notes, uploads, aboutUs];

/** Slide-in menu on small screens (spec §2 layout: no About Us there). */
export const drawerNav: readonly NavItem[] = [home, papers, notes, uploads];

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
