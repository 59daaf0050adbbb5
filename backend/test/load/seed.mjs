/**
 * Seed data for the suites, written straight to PostgreSQL and the S3 bucket (as a finished
 * upload leaves them): a catalogue, verified users with a known password, and documents with
 * text, each with its PDF and thumbnail objects. Also the small PDFs the workload uploads.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { hash } from '@node-rs/argon2';
import { Client as MinioClient } from 'minio';
import pg from 'pg';

export const PASSWORD = 'load-test-password-1';

export const WORDS = (
  'algorithm matrix entropy kernel semaphore compiler lexer parser graph tree heap queue stack thermodynamics ' +
  'circuit voltage current transistor amplifier signal fourier laplace integral derivative calculus algebra ' +
  'probability statistics regression network protocol packet routing database transaction index query ' +
  'relational normalization optics quantum mechanics momentum energy force friction torque stress strain ' +
  'beam fluid pressure viscosity enzyme protein cell genetics evolution ecology economics market demand supply'
).split(' ');

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const words = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');

/**
 * A one-page PDF written by hand (synchronous, so a load generator can make one per request):
 * Helvetica text lines, a random token so every file is unique, and optional padding (an
 * unreferenced stream) to reach a realistic size for Range reads.
 */
export function makePdf(lines, padBytes = 0) {
  const text = [...lines, `token ${randomBytes(8).toString('hex')}`]
    .map((line, i) => `${i === 0 ? '50 780 Td' : '0 -18 Td'} (${line.replace(/[()\\]/g, '')}) Tj`)
    .join('\n');
  const content = `BT /F1 12 Tf\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets = [];
  const add = (buf) => {
    parts.push(buf);
    offset += buf.length;
  };
  objects.forEach((body, i) => {
    offsets.push(offset);
    add(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  if (padBytes > 0) {
    offsets.push(offset);
    add(Buffer.from(`6 0 obj\n<< /Length ${padBytes} >>\nstream\n`, 'latin1'));
    add(randomBytes(padBytes));
    add(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  }
  const count = offsets.length + 1;
  const xrefAt = offset;
  const xref = [
    `xref\n0 ${count}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ];
  add(
    Buffer.from(`${xref.join('')}trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'),
  );
  return Buffer.concat(parts);
}

/**
 * A valid PDF whose page takes seconds to draw (`ops` filled rectangles, ≈ 1.5 s per 100 000 here):
 * a thumbnail job that is surely still running when the fault suite kills its process.
 */
export function makeSlowPdf(ops = 200_000) {
  const lines = [`0.2 0.4 0.6 rg`, `BT /F1 24 Tf 50 780 Td (slow ${randomBytes(8).toString('hex')}) Tj ET`];
  for (let i = 0; i < ops; i += 1)
    lines.push(`${(i * 7) % 590} ${(i * 13) % 835} ${1 + (i % 40)} ${1 + (i % 30)} re f`);
  const content = deflateSync(Buffer.from(lines.join('\n'), 'latin1'));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let offset = parts[0].length;
  const offsets = [];
  const add = (buf) => {
    parts.push(buf);
    offset += buf.length;
  };
  objects.forEach((body, i) => {
    offsets.push(offset);
    add(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  offsets.push(offset);
  add(Buffer.from(`5 0 obj\n<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'));
  add(content);
  add(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xrefAt = offset;
  const xref = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  add(
    Buffer.from(
      `xref\n0 6\n0000000000 65535 f \n${xref}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

// A real 1×1 PNG: seeded documents' thumbnails.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export function minioClient(s3) {
  const url = new URL(s3.endPoint);
  return new MinioClient({
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: false,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    pathStyle: true,
    region: 'us-east-1',
  });
}

async function inBatches(items, size, fn) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

/**
 * Seeds `documents` documents and `users` users; returns what the workload needs: the catalogue
 * (ids for the wizard and the upload form), users (e-mail, id) and documents (id, size).
 */
export async function seed({ databaseUrl, s3, documents = 300, users = 40 }) {
  const t0 = Date.now();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const minio = minioClient(s3);
  try {
    if (!(await minio.bucketExists(s3.bucket))) await minio.makeBucket(s3.bucket, 'us-east-1');

    // Catalogue: 3 colleges × 2 courses × 2 branches × 4 years × 2 subjects = 96 subjects.
    const { rows: subjects } = await pool.query(`
      with co as (
        insert into colleges (college_name, location)
        select 'Load Institute ' || c, 'City ' || c from generate_series(1, 3) c returning id),
      cu as (
        insert into courses (college_id, course_name, abbreviation, duration)
        select co.id, 'Course ' || k, 'C' || k, 4 from co, generate_series(1, 2) k returning id, college_id),
      br as (
        insert into branches (college_id, course_id, branch_name, abbreviation)
        select cu.college_id, cu.id, 'Branch ' || b, 'B' || b from cu, generate_series(1, 2) b
        returning id, college_id, course_id)
      insert into subjects (college_id, course_id, branch_id, name, year)
      select br.college_id, br.course_id, br.id, (array['Mechanics','Algorithms','Circuits','Economics'])[y] || ' ' || s, y
        from br, generate_series(1, 4) y, generate_series(1, 2) s
      returning id, college_id as "collegeId", course_id as "courseId", branch_id as "branchId", year, name`);

    const passwordHash = await hash(PASSWORD);
    const userRows = [];
    for (let i = 1; i <= users; i += 1) {
      const { rows } = await pool.query(
        `insert into users (username, email, password_hash, is_verified, is_information_complete)
         values ($1, $2, $3, true, true) returning id, email`,
        [`load_user_${i}`, `load-user-${i}@load.test`, passwordHash],
      );
      userRows.push(rows[0]);
    }

    const docs = [];
    for (let i = 0; i < documents; i += 1) {
      const subject = subjects[i % subjects.length];
      const type = i % 2 === 0 ? 'paper' : 'note';
      const text = [words(8), words(8), words(8), words(8)];
      const pdf = makePdf(text, 32_768 + Math.floor(Math.random() * 160_000));
      const id = randomUUID();
      docs.push({
        id,
        type,
        subject,
        pdf,
        text: text.join(' '),
        ownerId: userRows[i % userRows.length].id,
        hash: createHash('sha256').update(pdf).digest('hex'),
      });
    }
    await inBatches(docs, 8, async (d) => {
      await minio.putObject(s3.bucket, `documents/${d.id}.pdf`, Readable.from([d.pdf]), d.pdf.length, {
        'Content-Type': 'application/pdf',
      });
      await minio.putObject(s3.bucket, `thumbnails/${d.id}.png`, Readable.from([PNG]), PNG.length, {
        'Content-Type': 'image/png',
      });
    });
    await inBatches(docs, 50, async (d) => {
      await pool.query(
        `insert into documents (id, type, exam_type, title, description, year, owner_id, college_id, course_id,
                                branch_id, subject_id, object_key, thumbnail_key, preview_status, content_hash, size,
                                page_count, extracted_text, search_text, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'ready', $14, $15, 1, $16, $17,
                 now() - make_interval(secs => $18))`,
        [
          d.id,
          d.type,
          d.type === 'paper' ? pick(['midsem', 'endsem', 'quiz', 'lab']) : null,
          `${d.subject.name} ${d.type} ${words(2)}`,
          `Seeded ${d.type}: ${words(6)}`,
          d.subject.year,
          d.ownerId,
          d.subject.collegeId,
          d.subject.courseId,
          d.subject.branchId,
          d.subject.id,
          `documents/${d.id}.pdf`,
          `thumbnails/${d.id}.png`,
          d.hash,
          d.pdf.length,
          d.text,
          `${d.subject.name} ${words(4)}`,
          Math.floor(Math.random() * 90 * 86_400),
        ],
      );
    });
    await pool.query('analyze');
    console.log(
      `Seeded ${subjects.length} subjects, ${userRows.length} users, ${docs.length} documents (PDF + thumbnail each) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    return {
      subjects,
      users: userRows,
      documents: docs.map((d) => ({ id: d.id, size: d.pdf.length, type: d.type })),
    };
  } finally {
    await pool.end();
  }
}
