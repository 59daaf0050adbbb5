/** The e-mails PaperShelf sends. Plain text plus a simple HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

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
