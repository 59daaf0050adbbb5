import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { LegalDocument, type LegalSection } from '@/components/ui/legal-document';
import { paths } from '@/config/paths';
import { strings } from '@/config/strings';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of these terms',
    body: (
      <p>
        By creating an account or using {strings.brand} you agree to these terms and to our{' '}
        <Link component={RouterLink} to={paths.privacyPolicy.getHref()}>
          {strings.legal.privacyTitle}
        </Link>
        . If you do not agree, please do not use the service.
      </p>
    ),
  },
  {
    id: 'accounts',
    heading: 'Your account',
    body: (
      <ul>
        <li>Give accurate details when you register and keep them up to date.</li>
        <li>Keep your password private; you are responsible for activity on your account.</li>
        <li>You need to verify your e-mail address before using signed-in features.</li>
      </ul>
    ),
  },
  {
    id: 'your-content',
    heading: 'Content you upload',
    body: (
      <>
        <p>
          You keep ownership of the papers and notes you upload. By uploading, you confirm that you have the right to
          share them and you allow {strings.brand} to store, display and make them available to other users of the
          service.
        </p>
        <p>
          Do not upload material you are not allowed to share, personal information about others, or anything unlawful,
          misleading or offensive.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    body: (
      <ul>
        <li>Use {strings.brand} for personal study, not for resale or bulk copying.</li>
        <li>Do not try to break, overload or gain unauthorised access to the service.</li>
        <li>Do not use {strings.brand} to cheat in an examination that is in progress.</li>
      </ul>
    ),
  },
  {
    id: 'points',
    heading: 'Points',
    body: (
      <p>
        Points shown on your profile recognise your contributions. They have no cash value, cannot be transferred, and
        we may adjust them to correct mistakes or misuse.
      </p>
    ),
  },
  {
    id: 'removal',
    heading: 'Removal of content and accounts',
    body: (
      <p>
        We may remove content or suspend accounts that break these terms. If you believe a document infringes your
        rights, tell us through the{' '}
        <Link component={RouterLink} to={paths.contactUs.getHref()}>
          contact page
        </Link>{' '}
        and we will review it promptly.
      </p>
    ),
  },
  {
    id: 'disclaimer',
    heading: 'No guarantee',
    body: (
      <p>
        Documents are shared by students. We do our best to keep the catalogue accurate, but we do not guarantee that
        any paper or note is complete, correct or current. Use them as a study aid, not as an official source.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, {strings.brand} is provided &quot;as is&quot; and we are not liable for indirect
        or consequential loss arising from your use of the service.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time. Continuing to use {strings.brand} after a change means you accept
        the updated terms.
      </p>
    ),
  },
  {
    id: 'governing-law',
    heading: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of India and disputes fall under the jurisdiction of the courts of India.
      </p>
    ),
  },
];

export function TermsConditionsRoute() {
  return (
    <LegalDocument
      title={strings.legal.termsTitle}
      intro={
        <p style={{ margin: 0 }}>
          These terms set out the rules for using {strings.brand}, a place where students find, view, bookmark and share
          past exam papers and notes. Please read them carefully.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
