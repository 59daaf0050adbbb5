/**
 * User-facing wording that the product spec fixes word for word (spelling included). Free
 * copy such as the About page lives with its page; anything here must match the spec exactly.
 */
import type { ApiSchema } from '@/lib/api-types';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

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
    // Not in the spec: the heading over the signed-in part of the phone menu.
    yourAccount: 'Your account',
    // Not in the spec (issue 27): the Requests page.
    requests: 'Requests',
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
    // Not in the spec (issue 26): a smart-upload card's description, written from what the paper
    // says (its exam, year and subject) so a card needs no typing when the analysis was sure.
    suggestedDescription: {
      paper: (examType: string | undefined, examYear: string | undefined, subject: string | undefined) =>
        `${examType ? `${examType} paper` : 'Question paper'}${examYear ? `, ${examYear}` : ''}${subject ? ` — ${subject}` : ''}`,
      notes: (subject: string) => `Notes — ${subject}`,
    },
    title: 'Upload Your Papers/Notes',
    subtitle: 'Upload your papers here and help the community',
    dropIdle: 'Click to upload or drag and drop',
    dropActive: 'Drop file to upload',
    rejected: 'File type not supported. Please upload a PDF file',
    // Not in the spec: a 0-byte file was sent and refused as "not supported" (issue 25).
    empty: 'This file is empty. Please choose a PDF with content',
    submit: 'Upload',
    submitting: 'Uploading...',
    success: 'File uploaded successfully',
    // Not in the spec (it only logs failures): README, "Decisions".
    failed: 'The upload failed. Please try again',
    // Not in the spec: the success toast links to the new document's viewer.
    viewUpload: 'View your upload',
    // Not in the spec (issue 25): what the title may hold (the API's limit; the spec names none),
    // the refusal's link to the paper already uploaded, and a held upload whose file was not kept.
    titleCount: (used: number, max: number): string => `${String(used)}/${String(max)} characters`,
    openOriginal: (title: string): string => `Open “${title}”`,
    chooseAgain: 'Your details are back. Choose the PDF again to upload it',
    // Not in the spec (issue 26): the year or session printed on the paper, optional.
    examYear: 'Exam year',
    examYearPlaceholder: 'e.g. 2023 or 2023-24',
    examYearHint: 'Optional: the year or session printed on the paper',
    // Not in the spec (issue 26, smart upload): several PDFs become draft cards the analysis fills.
    dropMany: (max: number): string => `PDF only, up to ${String(max)} at once`,
    tooMany: (max: number, left: number): string =>
      `Up to ${String(max)} PDFs at once: ${String(left)} ${left === 1 ? 'file was' : 'files were'} not added`,
    cards: 'Your uploads',
    noCards: 'No files yet. Drop your papers or notes above and we fill in the details for you',
    draftsFailed: 'Your earlier uploads could not be loaded',
    suggested: 'Suggested',
    needsInput: 'Needs your input',
    analysing: 'Reading the paper…',
    ready: 'Ready to publish',
    needsFields: (count: number): string =>
      `${String(count)} ${count === 1 ? 'field needs' : 'fields need'} your input`,
    analysisFailed: 'We could not read this file',
    uploadFailed: 'This file could not be uploaded',
    exactDuplicate: 'Same file already here',
    nearDuplicate: (percent: number): string =>
      `Looks like an existing document (${String(percent)}\u00a0% the same text)`,
    exactBlocks: 'Publishing is off: this exact file is already published',
    pagesOf: (pages: readonly number[]): string =>
      pages.length === 0 ? '' : `${pages.length === 1 ? 'page' : 'pages'} ${pages.join(', ')}`,
    publish: 'Publish',
    publishing: 'Publishing…',
    publishAll: (count: number): string => `Publish all ready (${String(count)})`,
    discard: 'Discard',
    discardFile: (name: string): string => `Discard ${name}`,
    publishFile: (name: string): string => `Publish ${name}`,
    published: 'Published',
    discardFailed: 'This upload could not be discarded. Please try again',
  },

  admin: {
    title: 'Admin Panel',
    // The tabs ('Add College') and empty lists ('No colleges found.') are per catalogue level: see `catalogue`.
    adding: (kind: string) => `Adding ${kind}...`,
    added: (kind: string) => `${kind} added successfully.`,
    deleted: (kind: string) => `${kind} deleted successfully.`,
    // Not in the spec: a link to the react-admin console.
    openConsole: 'Open admin console',
  },

  feed: {
    empty: 'No documents available',
    end: 'Yay! You have seen it all',
    resetFilters: 'Reset Filters',
    // Not in the spec: search inside papers and notes (README, "Decisions").
    searchLabel: 'Search papers and notes',
    searchHint: 'Title, subject, or words inside the PDF',
    // Not in the spec: on phones the four filters fold behind this button.
    filters: 'Filters',
    filtersActive: (count: number) => `Filters (${String(count)})`,
    // Not in the spec: the active filters as removable chips, and why a choice was let go (issue 25).
    chosenFilters: 'Chosen filters',
    searchChip: (q: string) => `Search: ${q}`,
    removeFilter: (chip: string) => `Remove filter ${chip}`,
    // Not in the spec (issue 26): the exam-year filter and the feed's order.
    examYear: 'Exam year',
    examYearChip: (year: string) => `Exam year: ${year}`,
    sortLabel: 'Sort',
    sortNewest: 'Newest first',
    sortExamYear: 'Exam year',
    // Not in the spec (issue 28): a search's default order, which a search may change like the feed's.
    sortBestMatch: 'Best match',
    // Not in the spec (issue 28): a search whose words matched nothing as typed, corrected.
    didYouMean: 'Did you mean',
    // Not in the spec (issue 28): suggestions under the search box as they type.
    suggestions: 'Suggestions',
    suggestionKind: { subject: 'Subject', course: 'Course', college: 'College', document: 'Document' },
    // Not in the spec (issue 28): the page a search's words were found on, and the popular order.
    snippetPage: (page: number) => `page ${String(page)}`,
    sortPopular: 'Most viewed (30 days)',
  },

  // Not in the spec: a feed filter or upload choice let go because it no longer fits a new parent.
  cascade: {
    cleared: (labels: string[], parent: string) => `${labels.join(' and ')} cleared: not offered under ${parent}`,
  },

  /**
   * The words of each catalogue level (config/catalogue-chain.ts orders the levels): the select's
   * label, the wizard's heading and empty text (spec §2), the Admin Panel's tab and empty list
   * (spec §2 Admin panel), and, not in the spec, the feed's "any" choice and a broken wizard link.
   */
  catalogue: {
    college: {
      label: 'College',
      heading: 'Choose a College',
      empty: 'No Colleges available',
      any: 'All colleges',
      notFound: "We couldn't find that college",
      add: 'Add College',
      adminEmpty: 'No colleges found.',
    },
    course: {
      label: 'Course',
      heading: 'Choose a Course',
      empty: 'No Courses available',
      any: 'All courses',
      notFound: "We couldn't find that course",
      add: 'Add Course',
      adminEmpty: 'No courses found.',
    },
    branch: {
      label: 'Branch',
      heading: 'Choose a Branch',
      empty: 'No Branches available',
      any: 'All branches',
      notFound: "We couldn't find that branch",
      add: 'Add Branch',
      adminEmpty: 'No branches found.',
    },
    year: {
      /** '1st', '2nd', '3rd', then '4th Year', '5th Year', … (spec §2). */
      valueLabel: (year: number): string =>
        year === 1 ? '1st' : year === 2 ? '2nd' : year === 3 ? '3rd' : `${String(year)}th Year`,
      label: 'Year',
      heading: 'Choose a Year',
      empty: 'No Years available',
      any: 'All years',
      notFound: "We couldn't find that year",
      add: 'Add Year',
      adminEmpty: 'No years found.',
    },
    subject: {
      label: 'Subject',
      heading: 'Choose a Subject',
      empty: 'No Subjects available',
      any: 'All subjects',
      notFound: "We couldn't find that subject",
      add: 'Add Subject',
      adminEmpty: 'No subjects found.',
    },
  },

  wizard: {
    // Each level's heading and empty text are in `catalogue`; these are the last step's.
    documentsHeading: 'Documents',
    emptyDocuments: 'No documents available',
    somethingWrong: 'Something went wrong. Please try again.',
    startOver: 'Start over',
    // Not in the spec (issue 25): an empty step's next step.
    firstToUpload: 'Be the first to upload',
    chooseAnother: (level: string): string => `Choose another ${level.toLowerCase()}`,
    // Not in the spec: document counts on year buttons and subject tiles (issue 11).
    count: (kind: 'papers' | 'notes', n: number): string =>
      n === 0 ? `No ${kind} yet` : `${String(n)} ${n === 1 ? kind.slice(0, -1) : kind}`,
  },

  savedItems: {
    empty: 'Oops!! Seems like no saved items yet',
    // Not in the spec (it only logs failures): a bookmark the server refused flips back and says so.
    bookmarkFailed: 'Could not save the bookmark. Please try again',
    unbookmarkFailed: 'Could not remove the bookmark. Please try again',
  },

  /** Not in the spec (issue 27): requests for missing papers and notes (README, "Requests and notifications"). */
  requests: {
    navLabel: 'Requests',
    title: 'Requests',
    intro: 'Papers and notes students are asking for. Say "Me too" to push one up, or upload it and earn bonus points.',
    ask: 'Request a paper',
    askTitle: 'Request a paper',
    askIntro:
      'Tell us which paper or notes you are missing. If someone already asked for the same, you join their request, and everyone who asked is told when it is uploaded.',
    yourCollege: (college: string) => `At your college: ${college}`,
    otherColleges: 'Other colleges',
    allRequests: 'All requests',
    statusLabel: 'Status',
    statusOpen: 'Open',
    statusFulfilled: 'Fulfilled',
    statusClosed: 'Closed',
    statusRejected: 'Rejected',
    sortLabel: 'Sort',
    sortWanted: 'Most wanted',
    sortNew: 'Newest first',
    empty: 'No requests here yet.',
    emptyFulfilled: 'No fulfilled requests here yet.',
    loadFailed: 'The requests could not be loaded.',
    retry: 'Try again',
    loadMore: 'Load more',
    loading: 'Loading requests…',
    votes: (n: number) => (n === 1 ? '1 student asked' : `${String(n)} students asked`),
    meToo: 'Me too',
    meTooFor: (subject: string) => `Me too: ${subject}`,
    meTooOn: 'You asked too',
    meTooSignIn: 'Log in to say "Me too"',
    meTooVerify: 'Verify your e-mail to say "Me too"',
    meTooFailed: 'Your "Me too" was not saved. Please try again',
    withdraw: 'Withdraw',
    withdrawFor: (subject: string) => `Withdraw request for ${subject}`,
    withdrawConfirm: 'Withdraw this request? Students who said "Me too" will no longer be told when it arrives.',
    withdrawn: 'Request withdrawn',
    withdrawFailed: 'The request could not be withdrawn. Please try again',
    cancel: 'Cancel',
    mine: 'Your request',
    askedBy: (username: string) => `Asked by ${username}`,
    openDocument: 'Open the uploaded document',
    uploadIt: 'Upload it',
    reason: (reason: string) => `Reason: ${reason}`,
    anyExam: 'Any exam',
    typePaper: 'Paper',
    typeNote: 'Notes',
    typeLabel: 'Type',
    examTypeLabel: 'Exam type (optional)',
    examTypeAny: 'Any exam type',
    examYearLabel: 'Exam year (optional)',
    examYearHint: 'e.g. 2023 or 2023-24; leave empty for any',
    noteLabel: 'Note (optional)',
    noteCount: (used: number, max: number) => `${String(used)}/${String(max)} characters`,
    submit: 'Request',
    submitting: 'Sending…',
    created: 'Request sent. We will tell you when someone uploads it.',
    joined: (n: number) =>
      `Someone already asked for this: you joined their request (${String(n)} students asked). We will tell you when it is uploaded.`,
    dailyLimit: (limit: number) =>
      `You can ask for at most ${String(limit)} documents a day. Say "Me too" on an existing request instead, or try again tomorrow.`,
    signInToAsk: 'Log in to request a paper',
    verifyToAsk: 'Verify your e-mail to request a paper',
    notFound: 'There is no such request.',
    back: 'All requests',
    // Where students meet the gap: an empty wizard step, a search with no results.
    offer: 'Nobody has uploaded this yet. Ask for it and we will tell you when it arrives.',
    offerPaper: 'Request this paper',
    offerNote: 'Request these notes',
    searchOffer: 'Can’t find it? Ask for it and we will tell you when it arrives.',
    // The upload form (smart upload card).
    askedForThis: (n: number) => (n === 1 ? '1 student asked for this' : `${String(n)} students asked for this`),
    askedForThisHint: 'Publishing it fulfils their request and earns you bonus points.',
  },

  /** Not in the spec (issue 27): the bell and the notifications list. */
  notifications: {
    bell: 'Notifications',
    bellUnread: (n: number) => (n === 1 ? 'Notifications, 1 unread' : `Notifications, ${String(n)} unread`),
    title: 'Notifications',
    empty:
      'No notifications yet. We will tell you here when a paper you asked for arrives, or an answer key for a paper you saved.',
    loadFailed: 'Notifications could not be loaded.',
    retry: 'Try again',
    markAllRead: 'Mark all as read',
    markAllFailed: 'Could not mark them read. Please try again',
    loadMore: 'Load more',
    seeAll: 'See all notifications',
    unread: 'Unread',
    emailSwitch: 'E-mail me when a paper I asked for is uploaded or a paper I saved gets an answer key',
    emailSwitchHint: 'Notifications always appear under the bell.',
    emailSaved: (on: boolean) => (on ? 'Notification e-mails are on' : 'Notification e-mails are off'),
    emailFailed: 'Your e-mail setting was not saved. Please try again',
  },

  auth: {
    logoutSuccess: 'Logged out successfully',
    logoutFailure: 'Error in logging out',
    email: 'Email',
    password: 'Password',
    rememberMe: 'Remember me',
    forgotPasswordLink: 'Forgot Password ?',
    logIn: 'Log In',
    loggingIn: 'Logging...',
    signUp: 'Sign Up',
    signingUp: 'Signing...',
    loginHere: 'Login Here',
    signInWithGoogle: 'Sign in With Google',
    signUpWithGoogle: 'Sign Up With Google',
    username: 'Username',
    createPassword: 'Create Password',
    agreeToTerms: 'I agree to the Terms and Conditions',
    loginErrors: {
      401: 'Invalid email or password',
      404: 'User not found',
      429: 'Too many requests. Try again later',
      500: 'Internal server error. Try again later',
      other: 'Error Logging In',
    },
    loginFailureToast: 'Error in logging in',
    loginSuccess: 'Logged in successfully',
    verifyEmailFirst: 'Please verify your email to continue',
    signupFailure: "Can't create account, please try again",
    signupSuccess: 'A verfication otp has been sent to you check your email',
    otpVerified: 'OTP verified successfully',
    otpVerifyFailure: 'Error in verifying OTP',
    otpResent: 'OTP sent successfully',
    resend: 'Resend',
    verify: 'Verify',
    forgotSent: 'Password reset otp sent to your email',
    forgotUserNotFound: 'User not found',
    forgotFailure: 'Error in sending reset otp',
    forgotOtpServerError: 'Something went wrong',
    forgotOtpInvalid: 'Invalid OTP',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    oldPassword: 'Old Password',
    passwordsDoNotMatch: 'Passwords do not match',
    passwordChanged: 'Password changed successfully',
    passwordUpdated: 'Password updated successfully',
    passwordUpdateFailure: 'Error in changing password. Please try again',
    // Not in the spec: after many failed logins for an account the login also needs a mailed
    // code (README, "Login step-up").
    stepUpPrompt: 'For your security we e-mailed you a code. Enter it to log in.',
    stepUpResend: 'Send a new code',
    stepUpCodeMissing: 'Enter the 4-digit code from the e-mail',
    stepUpCodeInvalid: 'Invalid OTP',
    // Not in the spec: the server's password rule, shown next to every new-password field.
    passwordRule: `Use ${String(PASSWORD_MIN_LENGTH)} to ${String(PASSWORD_MAX_LENGTH)} characters`,
    // Not in the spec: a new e-mail needs the current password (README, "Changing the e-mail").
    currentPassword: 'Current Password',
    currentPasswordHelp: 'Needed to change your e-mail',
    currentPasswordMissing: 'Enter your current password to change your e-mail',
    currentPasswordWrong: 'Current password is incorrect',
    emailChangeNeedsPassword:
      'This account signs in with Google and has no password. Log out, set one with "Forgot Password", then change the e-mail.',
  },

  guestPrompt: {
    title: 'Login Or Sign Up Required',
    text: 'You need to log in or sign up to upload or bookmark documents.',
    logIn: 'Log In',
    signUp: 'Sign Up',
  },

  /** Not in the spec: the viewer's details and actions (see README, "Decisions"). */
  viewer: {
    back: 'Back',
    download: 'Download',
    openInNewTab: 'Open in new tab',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    bookmark: 'Bookmark',
    bookmarked: 'Bookmarked',
    report: 'Report',
    reportTitle: 'Report this document',
    reportReason: 'Reason',
    reportNote: 'Details (optional)',
    reportSend: 'Send report',
    reportSending: 'Sending...',
    reportCancel: 'Cancel',
    reportSent: 'Thanks, an administrator will review it',
    reportFailed: 'Could not send the report. Please try again',
    reasons: {
      'wrong-details': 'Wrong details (college, subject, year…)',
      duplicate: 'Duplicate of another document',
      illegible: 'Illegible or incomplete',
      copyright: 'Copyright problem',
      other: 'Something else',
    } satisfies Record<ApiSchema<'CreateReportDto'>['reason'], string>,
    delete: 'Delete',
    deleting: 'Deleting...',
    deleteTitle: 'Delete this document?',
    deleteText: (title: string) => `“${title}” and its file will be removed for everyone. This cannot be undone.`,
    deleted: 'Document deleted successfully.',
    deleteFailed: 'Could not delete the document. Please try again',
    uploadedBy: 'Uploaded by',
    page: 'page',
    pages: 'pages',
    view: 'view',
    views: 'views',
    download_: 'download',
    downloads: 'downloads',
    year: 'Year',
    frameFallback: 'If the PDF does not show here, open it in a new tab or download it.',
    // Not in the spec: a document whose text was recognised from page images (OCR).
    ocrNotice: 'Text recognised automatically: search may miss words',
  },

  /**
   * Not in the spec: a document link whose document is gone or whose id is missing (the spec's
   * viewer "goes back", which from a shared link leaves the site: issue 25 item 1).
   */
  missingDocument: {
    pageTitle: 'Paper not found',
    heading: 'This paper was removed or the link is broken',
    text: 'The link may be incomplete, or the paper was taken down. Search for it, or browse its subject.',
    searchLabel: 'Search papers and notes',
    search: 'Search',
    similar: 'Similar papers and notes',
    browseSubject: (subject: string) => `Browse ${subject}`,
    toFeed: 'Go to the feed',
    loadFailed: 'Could not load this paper. Check your connection and try again.',
    retry: 'Try again',
  },

  /** Not in the spec: what a refusal adds beneath the spec's own line (README, "Say why"). */
  errors: {
    tryAgainIn: (seconds: number): string => {
      if (seconds < 90) return `Try again in ${String(seconds)} ${seconds === 1 ? 'second' : 'seconds'}.`;
      const minutes = Math.ceil(seconds / 60);
      if (minutes < 90) return `Try again in ${String(minutes)} minutes.`;
      return `Try again in ${String(Math.ceil(minutes / 60))} hours.`;
    },
  },

  /** Not in the spec: the dashboard profile's messages and a save the server refused. */
  profile: {
    updated: 'Profile updated successfully',
    updateFailed: 'Error in updating profile',
    saveFailed: 'Your information was not saved. Please try again',
  },

  profileOverlay: {
    title: 'Add Information',
    avatar: 'Choose Avatar',
    fullName: 'Full Name',
    username: 'Username',
    email: 'Email',
    mobileNumber: 'Mobile Number',
    college: 'College',
    course: 'Course',
    year: 'Year',
    save: 'Save Information',
    saving: 'Loading...',
    success: 'User information saved successfully',
    // Not in the spec (issue 25, README "Decisions"): the overlay can be put off or left.
    why: 'Tell us your college and course so PaperShelf can start from your semester. You can do it later.',
    later: 'Later',
    logout: 'Log out',
  },

  /** Not in the spec: a paper's questions in the viewer and the subject page (issue 29; README, "Question bank"). */
  questionBank: {
    heading: 'Questions in this paper',
    number: (number: string) => `Q${number}`,
    marks: (marks: number) => `${String(marks)} ${marks === 1 ? 'mark' : 'marks'}`,
    page: (page: number) => `page ${String(page)}`,
    openAt: (number: string, page: number) => `Open question ${number} at page ${String(page)}`,
    asked: (times: number, years: readonly string[]) =>
      `Asked ${String(times)} times${years.length > 0 ? `: ${years.join(', ')}` : ''}`,
    askedOnce: (years: readonly string[]) => `Asked once${years.length > 0 ? `: ${years.join(', ')}` : ''}`,
    /** The subject page (not in the spec). */
    pageTitle: (subject: string) => `Most asked: ${subject}`,
    pageTitleLoading: 'Most asked questions',
    yearOf: (year: number) => `Year ${String(year)}`,
    intro:
      'Every question of this subject’s past papers, grouped across years: the ones that come back most often first. Open one to read it in its paper.',
    sortLabel: 'Order',
    sortAsked: 'Most asked',
    sortRecent: 'Most recent',
    examTypeLabel: 'Exam type',
    allExamTypes: 'All exam types',
    occurrence: (number: string, year: string | null, examType: string | null, page: number) =>
      [`Q${number}`, [year, examType].filter(Boolean).join(' '), `page ${String(page)}`].filter(Boolean).join(', '),
    empty: 'No questions have been found in this subject’s papers yet.',
    emptyFiltered: (examType: string) => `No questions from ${examType} papers yet.`,
    showAll: 'Show all exam types',
    loadFailed: 'The questions could not be loaded.',
    notFound: 'There is no such subject.',
    retry: 'Try again',
    /** From the wizard's list of a subject's papers and from a paper's viewer. */
    link: 'Most asked questions',
    /** Above a search's documents in the feed: the questions that match (not in the spec). */
    searchHeading: 'Questions that match',
    linkFor: (subject: string) => `Most asked questions in ${subject}`,
  },

  /**
   * Not in the spec (issue 27): answer keys and solutions linked to the paper they answer — in the
   * viewer (a paper's keys, a key's paper) and the smart upload's picker.
   */
  answerKeys: {
    available: 'Answer key available',
    keyOf: (title: string) => `Answer key: ${title}`,
    answers: 'Answers:',
    pickerLabel: 'Answer key for',
    pickerNone: 'Not an answer key',
    pickerHint: 'Optional: the paper of this subject this document answers',
    pickerChooseSubject: 'Choose the subject first to pick the paper this answers',
    pickerNoPapers: 'No papers of this subject yet',
    paperOption: (title: string, examYear: string | null) => (examYear ? `${title} (${examYear})` : title),
    // After upload, in the viewer: its uploader or an admin sets, changes or clears the link.
    editSet: 'Mark as an answer key',
    editChange: 'Change the paper it answers',
    editTitle: 'Which paper does this answer?',
    editSave: 'Save',
    editCancel: 'Cancel',
    editSaved: 'Saved',
    editFailed: 'That could not be saved. Please try again.',
  },

  /** Not in the spec: the phone page viewer (issue 25; README, "Decisions"). */
  pageViewer: {
    label: 'Pages',
    pageOf: (page: number, count: number) => `Page ${String(page)} of ${String(count)}`,
    /** While the page count is not known yet. */
    page: (page: number) => `Page ${String(page)}`,
    pageAlt: (page: number, title: string) => `Page ${String(page)} of ${title}`,
    jumpLabel: 'Page',
    jump: 'Go',
    of: (count: number) => `of ${String(count)}`,
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    zoomLevel: (percent: number) => `Zoom ${String(percent)}%`,
    highlighting: (q: string) => `Highlighting “${q}”`,
    matches: (count: number) => (count === 1 ? '1 match on this page' : `${String(count)} matches on this page`),
    loading: 'Loading page…',
    failed: 'This page could not be shown.',
    retry: 'Try again',
    frameHint: 'Pages are shown as pictures on this screen. Download the PDF or open it in a new tab to select text.',
  },
} as const;
