/** Generated PDFs and a streamed multipart upload, for the bench. */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { finished } from 'node:stream/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A valid PDF of about `bytes` bytes, written as a stream: one text page plus a large unreferenced
 * stream object of random bytes (so every file has its own content hash).
 */
export async function writePaddedPdf(path, bytes, label = 'Benchmark PDF') {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(label, { x: 50, y: 780, size: 24, font });
  const small = Buffer.from(await doc.save({ useObjectStreams: false }));
  // Rewrite: keep the small PDF's objects, add one big object, and a new xref + trailer at the end.
  const text = small.toString('latin1');
  const xrefAt = text.lastIndexOf('\nxref\n') + 1;
  const trailer = /trailer\s*<<([\s\S]*?)>>/.exec(text)?.[1] ?? '';
  const size = Number(/\/Size (\d+)/.exec(trailer)?.[1]);
  const offsets = [];
  const re = /(\d+) 0 obj/g;
  let m;
  while ((m = re.exec(text.slice(0, xrefAt)))) offsets[Number(m[1])] = m.index;
  const out = createWriteStream(path);
  out.write(small.subarray(0, xrefAt));
  let position = xrefAt;
  const bigId = size;
  const head = `${bigId} 0 obj\n<< /Length ${bytes} >>\nstream\n`;
  offsets[bigId] = position;
  out.write(head);
  position += head.length;
  const chunk = randomBytes(Math.min(bytes, 1024 * 1024));
  for (let left = bytes; left > 0; left -= chunk.length) {
    if (!out.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) {
      await new Promise((r) => out.once('drain', r));
    }
  }
  position += bytes;
  const tail = '\nendstream\nendobj\n';
  out.write(tail);
  position += tail.length;
  let xref = `xref\n0 ${size + 1}\n0000000000 65535 f \n`;
  for (let i = 1; i <= size; i += 1) xref += `${String(offsets[i] ?? 0).padStart(10, '0')} 00000 n \n`;
  const root = /\/Root (\d+ 0 R)/.exec(trailer)?.[1];
  out.end(`${xref}trailer\n<< /Size ${size + 1} /Root ${root} >>\nstartxref\n${position}\n%%EOF\n`);
  await finished(out);
}

/** A small n-page PDF with a line of text per page. */
export async function textPdf(lines) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of lines) doc.addPage([595, 842]).drawText(line, { x: 50, y: 780, size: 14, font });
  return Buffer.from(await doc.save());
}

export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/** The parts of a process's RSS (/proc/<pid>/status): anonymous (heaps), file-backed (code, libraries), shared. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { anon: kib('RssAnon'), file: kib('RssFile'), shmem: kib('RssShmem') };
}

/**
 * POSTs `fields` and the file at `path` as multipart/form-data, the file streamed from disk.
 * With `pid`, samples that process's RSS every 20 ms: { before, peak }.
 */
export async function uploadFile(url, { fields, path, filename = 'upload.pdf', cookie, pid }) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  let preamble = '';
  for (const [k, v] of Object.entries(fields)) {
    preamble += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  }
  preamble += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
  const epilogue = `\r\n--${boundary}--\r\n`;
  const fileSize = statSync(path).size;
  const length = Buffer.byteLength(preamble) + fileSize + Buffer.byteLength(epilogue);
  const before = pid ? rssOf(pid) : 0;
  let peak = before;
  const sampler = pid
    ? setInterval(() => {
        try {
          peak = Math.max(peak, rssOf(pid));
        } catch {
          // exited
        }
      }, 20)
    : undefined;
  const t0 = performance.now();
  try {
    const result = await new Promise((resolve, reject) => {
      const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length };
      if (cookie) headers.cookie = cookie;
      const req = http.request(url, { method: 'POST', headers });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      });
      req.on('error', reject);
      req.write(preamble);
      const file = createReadStream(path, { highWaterMark: 1024 * 1024 });
      file.pipe(req, { end: false });
      file.on('end', () => req.end(epilogue));
    });
    const seconds = (performance.now() - t0) / 1000;
    return { ...result, seconds, mibPerSecond: fileSize / 1024 / 1024 / seconds, before, peak };
  } finally {
    if (sampler) clearInterval(sampler);
  }
}

/** A PDF in memory as the renderer reads one (size + ranged reads). */
export const memorySource = (bytes) => ({
  size: bytes.length,
  read: async (s, e) => new Uint8Array(bytes.subarray(s, e)),
});

/** Logs in through the API and answers the session's Cookie header. */
export async function loginCookie(base, credentials) {
  const login = await fetch(`${base}/api/users/login-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
