/**
 * User-facing wording that the product spec fixes word for word (spelling included). Free
 * copy such as the About page lives with its page; anything here must match the spec exactly.
 */
export const strings = {
  brand: 'PaperShelf',

  nav: {
    home: 'Home',
    papers: 'Papers',
    notes: 'Notes',
    uploads: 'Uploads',
    aboutUs: 'About Us',
    logIn: 'Log In',
    signUp: 'Sign Up',
    logout: 'Logout',
    dashboard: 'Dashboard',
  },

  footer: {
    company: 'Company',
    features: 'Features',
    aboutUs: 'About Us',
    privacyPolicy: 'Privacy Policy',
    contactUs: 'Contact Us',
    termsAndCondition: 'Terms and Condition',
    notes: 'Notes',
    papers: 'Papers',
    upload: 'Upload',
  },

  home: {
    headline: 'Get a Paper for Every Course in seconds!',
    findPapers: 'Find Papers',
    findNotes: 'Find Notes',
    uploadResources: 'Upload Resources',
  },

  about: {
    ourStory: 'Our Story',
    ourMission: 'Our Mission',
    ourVision: 'Our Vision',
    ourTeam: 'Our Team',
  },

  legal: {
    termsTitle: 'Terms and Conditions',
    privacyTitle: 'Privacy Policy',
    privacyEffectiveDate: '12 October 2024',
  },

  contact: {
    title: 'Contact Our Team',
    yourName: 'Your Name',
    contactMail: 'Contact Mail',
    yourMessage: 'Your Message',
    submit: 'Submit',
    success: 'Feedback Submitted Successfully',
  },

  notFound: {
    message: "We can't find that page.",
    takeMeHome: 'Take me home',
  },

  dashboard: {
    profile: 'Profile',
    savedItems: 'Saved Items',
    uploadedItems: 'Uploaded Items',
    helpSupport: 'Help & Support',
    admin: 'Admin',
  },

  upload: {
    title: 'Upload Your Papers/Notes',
    subtitle: 'Upload your papers here and help the community',
  },

  admin: {
    title: 'Admin Panel',
  },

  auth: {
    logoutSuccess: 'Logged out successfully',
    logoutFailure: 'Error in logging out',
  },
} as const;
