import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { LegalDocument, type LegalSection } from '@/components/ui/legal-document';
import { TOKEN_COOKIE_DAYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    heading: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run PaperShelf:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your username, e-mail address and password (stored only as a secure hash).
          </li>
          <li>
            <strong>Profile details</strong> you choose to add: full name, mobile number, college, course, year and
            profile picture.
          </li>
          <li>
            <strong>Content you share:</strong> papers and notes you upload, with their titles, descriptions and
            catalogue details.
          </li>
          <li>
            <strong>Activity:</strong> the documents you bookmark, the points you earn and feedback you send us.
          </li>
          <li>
            <strong>Technical data:</strong> basic logs such as request times and error reports, used to keep the
            service secure and working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'sign-in-with-google',
    heading: 'Signing in with Google',
    body: (
      <>
        <p>
          You can sign in with an external identity provider, Google, instead of a password. When you do, Google asks
          for your permission and then shares your name, e-mail address and profile picture with us. We use them only to
          create and identify your PaperShelf account.
        </p>
        <p>
          We never see or store your Google password. Google&apos;s own privacy policy governs how Google handles your
          data.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    heading: 'How we use your information',
    body: (
      <ul>
        <li>To create your account, sign you in and keep you signed in.</li>
        <li>To show your uploads, bookmarks and points on your profile.</li>
        <li>To send account e-mails such as verification and password-reset codes.</li>
        <li>To answer your feedback and support requests.</li>
        <li>To keep PaperShelf safe, prevent abuse and fix problems.</li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    body: (
      <p>
        We use essential cookies to keep you signed in. They hold your session tokens and expire after{' '}
        {TOKEN_COOKIE_DAYS} days. We do not use advertising or cross-site tracking cookies.
      </p>
    ),
  },
  {
    id: 'sharing',
    heading: 'Sharing your information',
    body: (
      <>
        <p>We do not sell your personal data. We share it only:</p>
        <ul>
          <li>with service providers that host our servers, store files or send e-mail for us;</li>
          <li>when the law requires it, or to protect the safety of our users.</li>
        </ul>
        <p>Documents you upload are public on PaperShelf, shown with your username as the uploader.</p>
      </>
    ),
  },
  {
    id: 'retention-and-security',
    heading: 'Retention and security',
    body: (
      <p>
        We keep your data while your account is active and delete it within a reasonable time after you ask us to close
        your account, unless the law requires us to keep it longer. We protect it with encryption in transit, hashed
        passwords and restricted access.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <p>
        You can view and update your profile at any time from your dashboard. You can ask us for a copy of your data,
        ask us to correct it, or ask us to delete your account by writing to us through the{' '}
        <Link component={RouterLink} to={paths.contactUs.getHref()}>
          contact page
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        If we change this policy we will update the effective date above and, for significant changes, let you know on
        the site before they take effect.
      </p>
    ),
  },
  {
    id: 'governing-law',
    heading: 'Governing law',
    body: (
      <p>
        This policy is governed by the laws of India, including the Information Technology Act, 2000 and the Digital
        Personal Data Protection Act, 2023. Any dispute relating to it falls under the jurisdiction of the courts of
        India.
      </p>
    ),
  },
];

export function PrivacyPolicyRoute() {
  return (
    <LegalDocument
      title={strings.legal.privacyTitle}
      subtitle={`Effective ${strings.legal.privacyEffectiveDate}`}
      intro={
        <p style={{ margin: 0 }}>
          This policy explains what information {strings.brand} collects when you use the site, why we collect it and
          the choices you have. By using {strings.brand} you agree to this policy.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
