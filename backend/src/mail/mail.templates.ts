import { type OtpPurpose, type ReportReason } from '../database/schema/enums';
/** The e-mails PaperShelf sends. Plain text plus a simple HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines (a notification's List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** RFC 2369: mail clients show their own "Unsubscribe" for a notification (the link needs no login). */
const unsubscribeHeaders = (unsubscribeUrl: string) => ({ 'List-Unsubscribe': `<${unsubscribeUrl}>` });

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function layout(title: string, intro: string, code: string, outro: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f5f7fb;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;color:#1f3a93;margin:0 0 12px">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<p style="font-size:32px;letter-spacing:12px;font-weight:bold;text-align:center;margin:24px 0">${escapeHtml(code)}</p>
<p style="color:#555">${escapeHtml(outro)}</p>
<p style="color:#999;font-size:12px">PaperShelf</p></div></body></html>`;
}

export function verificationOtpMail(to: string, username: string, code: string): MailMessage {
  const intro = `Hi ${username}, use this code to verify your PaperShelf e-mail address:`;
  const outro = 'The code expires in 5 minutes. If you did not create an account, ignore this e-mail.';
  return {
    to,
    subject: 'Your PaperShelf verification code',
    text: `${intro}\n\n    ${code}\n\n${outro}\n`,
    html: layout('Verify your e-mail', intro, code, outro),
  };
}

export function resetOtpMail(to: string, username: string, code: string): MailMessage {
  const intro = `Hi ${username}, use this code to reset your PaperShelf password:`;
  const outro = 'The code expires in 5 minutes. If you did not ask for a reset, ignore this e-mail.';
  return {
    to,
    subject: 'Your PaperShelf password reset code',
    text: `${intro}\n\n    ${code}\n\n${outro}\n`,
    html: layout('Reset your password', intro, code, outro),
  };
}

export function loginOtpMail(to: string, username: string, code: string): MailMessage {
  const intro = `Hi ${username}, someone (hopefully you) entered your PaperShelf password. After several failed logins on your account we ask for this code too:`;
  const outro =
    'The code expires in 5 minutes. If this was not you, your password is known to someone else: do not share this code, and choose a new password with "Forgot Password" on the login page.';
  return {
    to,
    subject: 'Your PaperShelf login code',
    text: `${intro}\n\n    ${code}\n\n${outro}\n`,
    html: layout('Confirm your login', intro, code, outro),
  };
}

/** Which flow a lock notice is about, in words. */
export type LockedFlow = OtpPurpose;

const LOCKED_FLOW_WORDS: Record<LockedFlow, { code: string; flow: string; advice: string }> = {
  'verify-email': {
    code: 'e-mail verification code',
    flow: 'E-mail verification',
    advice:
      'If it was not you, someone knows your password: choose a new one with "Forgot Password" on the login page.',
  },
  'reset-password': {
    code: 'password reset code',
    flow: 'Password reset',
    advice: 'If it was not you, your password is unchanged and nothing else is needed; you can still log in as usual.',
  },
  login: {
    code: 'login code',
    flow: 'Logging in with your password',
    advice:
      'If it was not you, someone knows your password: choose a new one with "Forgot Password" on the login page (a reset also lifts this lock).',
  },
};

/** "2026-11-23 14:05 UTC": unambiguous for every reader. */
const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Sent once when the wrong-code budget of a flow is used up and the flow locks. */
export function otpLockedMail(to: string, username: string, flow: LockedFlow, until: Date): MailMessage {
  const words = LOCKED_FLOW_WORDS[flow];
  const lines = [
    `Hi ${username}, someone tried to guess your PaperShelf ${words.code} many times.`,
    `To protect your account, ${words.flow.charAt(0).toLowerCase()}${words.flow.slice(1)} is locked until ${utc(until)}.`,
    words.advice,
  ];
  return {
    to,
    subject: 'PaperShelf: too many wrong codes, locked for now',
    text: `${lines.join('\n\n')}\n`,
    html: notice('Someone tried to guess your code', lines),
  };
}

/** Sent to the old address when an account's e-mail changes. */
export function emailChangedMail(to: string, username: string, newEmail: string): MailMessage {
  const lines = [
    `Hi ${username}, your PaperShelf e-mail was changed to ${newEmail}.`,
    'From now on, log in and receive codes with the new address.',
    'If you did not make this change, someone has your password: contact the PaperShelf team through the Contact page right away, quoting this e-mail.',
  ];
  return {
    to,
    subject: 'Your PaperShelf e-mail was changed',
    text: `${lines.join('\n\n')}\n`,
    html: notice('Your e-mail was changed', lines),
  };
}

/** Why a reported document was taken down, as the uploader reads it. */
export const REMOVAL_REASONS: Record<ReportReason, string> = {
  'wrong-details': 'its details (college, course, subject or year) were wrong',
  duplicate: 'it duplicated a document already on PaperShelf',
  illegible: 'it could not be read',
  copyright: 'it may infringe copyright',
  other: 'it did not meet the site rules',
};

/** Sent to the uploader when an admin deletes their document on a report (issue 25 item 6). */
export function documentRemovedMail(to: string, username: string, title: string, reason: ReportReason): MailMessage {
  const lines = [
    `Hi ${username}, your upload "${title}" was removed from PaperShelf by the moderators after a report: ${REMOVAL_REASONS[reason]}.`,
    'If you think this was a mistake, reply through the Contact page quoting the title, or upload a corrected copy.',
  ];
  return {
    to,
    subject: 'Your PaperShelf upload was removed',
    text: `${lines.join('\n\n')}\n`,
    html: notice('Your upload was removed', lines),
  };
}

function notice(title: string, lines: string[]): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f5f7fb;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;color:#1f3a93;margin:0 0 12px">${escapeHtml(title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p style="color:#999;font-size:12px">PaperShelf</p></div></body></html>`;
}

/** Sent to each student who asked for a document when an upload fulfils the request (issue 27). */
export function requestFulfilledMail(
  to: string,
  username: string,
  details: { subject: string; title: string; documentUrl: string; unsubscribeUrl: string },
): MailMessage {
  const { subject, title, documentUrl, unsubscribeUrl } = details;
  const intro = `Hi ${username}, a document you asked for on PaperShelf is here: “${title}” (${subject}).`;
  const outro = 'You get this because you asked for it (or said "me too").';
  return {
    to,
    headers: unsubscribeHeaders(unsubscribeUrl),
    subject: `Your request was fulfilled: ${title}`,
    text: `${intro}\n\nOpen it: ${documentUrl}\n\n${outro}\nNo more of these e-mails: ${unsubscribeUrl}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f5f7fb;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;color:#1f3a93;margin:0 0 12px">Your request was fulfilled</h1>
<p>${escapeHtml(intro)}</p>
<p style="text-align:center;margin:24px 0"><a href="${escapeHtml(documentUrl)}" style="background:#1f3a93;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Open the document</a></p>
<p style="color:#555">${escapeHtml(outro)}</p>
<p style="color:#999;font-size:12px"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a> from these e-mails (no login needed). PaperShelf</p></div></body></html>`,
  };
}

/** Sent to each student who bookmarked a paper when an answer key for it arrives (issue 27). */
export function answerKeyMail(
  to: string,
  username: string,
  details: { paperTitle: string; title: string; subject: string; documentUrl: string; unsubscribeUrl: string },
): MailMessage {
  const { paperTitle, title, subject, documentUrl, unsubscribeUrl } = details;
  const intro = `Hi ${username}, a paper you bookmarked on PaperShelf has an answer key: “${title}” answers “${paperTitle}” (${subject}).`;
  const outro = 'You get this because you bookmarked the paper.';
  return {
    to,
    headers: unsubscribeHeaders(unsubscribeUrl),
    subject: `Answer key available: ${paperTitle}`,
    text: `${intro}\n\nOpen it: ${documentUrl}\n\n${outro}\nNo more of these e-mails: ${unsubscribeUrl}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f5f7fb;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;color:#1f3a93;margin:0 0 12px">Answer key available</h1>
<p>${escapeHtml(intro)}</p>
<p style="text-align:center;margin:24px 0"><a href="${escapeHtml(documentUrl)}" style="background:#1f3a93;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Open the answer key</a></p>
<p style="color:#555">${escapeHtml(outro)}</p>
<p style="color:#999;font-size:12px"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a> from these e-mails (no login needed). PaperShelf</p></div></body></html>`,
  };
}
