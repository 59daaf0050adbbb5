/**
 * The footer's three social links. The product has no official accounts yet, so these point
 * at the networks' home pages; replace the hrefs once the accounts exist.
 */
export type SocialNetwork = 'instagram' | 'linkedin' | 'github';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { network: 'github', label: 'GitHub', href: 'https://github.com/' },
];
