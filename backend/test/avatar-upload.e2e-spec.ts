/**
 * Avatars (issue 22, finding 10): PUT /api/users/avatar takes the picture as a streamed multipart
 * file — checked by magic bytes and by the size in pixels its header claims — and the spec's
 * data-URL form in update-profile keeps working with a smaller body limit and a per-user limit.
 * Costs are asserted as work (main-thread CPU from process.cpuUsage, against a control measured
 * at the same moment), never as elapsed time.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { signUp, SignedUpUser } from './support/auth';
import { findUserByEmail } from './support/db';
import { image, ImageFormat, MIME, pngClaiming } from './support/images';
import { listObjects, pendingKeys } from './support/objects';
import { mainThreadCpuMsOf } from './support/cpu';
import { appEnv, spawnApp, SPAWNED_ADMIN } from './support/spawn-app';
import { createTestApp, TestApp } from './support/test-app';

const dataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`;

/** A JPEG whose frame header (SOF0) comes after `appBytes` of APP1 segments. */
function jpegAfterSegments(appBytes: number, width: number, height: number): Buffer {
  const parts = [Buffer.from([0xff, 0xd8])];
  for (let left = appBytes; left > 0;) {
    const n = Math.min(left, 65533);
    const head = Buffer.from([0xff, 0xe1, 0, 0]);
    head.writeUInt16BE(n + 2, 2);
    parts.push(head, randomBytes(n));
    left -= n;
  }
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  parts.push(sof, Buffer.alloc(9), Buffer.from([0xff, 0xda, 0x00, 0x02]), randomBytes(1000));
  return Buffer.concat(parts);
}

const putAvatar = (user: SignedUpUser, bytes: Buffer, filename = 'me.png', contentType = 'image/png') =>
  user.agent.put('/api/users/avatar').attach('avatar', bytes, { filename, contentType });

describe('avatar: multipart upload, data URLs, limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ storage: 's3' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('PUT /api/users/avatar (multipart)', () => {
    it.each(['png', 'jpeg', 'webp', 'gif'] as ImageFormat[])(
      'stores a %s under a timestamped name, serves it and replaces the old one',
      async (format) => {
        const user = await signUp(t);
        const first = await image(format, 64, 48);
        const res = await putAvatar(user, first, `me.${format}`, MIME[format]).expect(200);
        expect(res.body).toMatchObject({ success: true, message: 'Avatar updated', data: { _id: user.user.id } });
        const ext = format === 'jpeg' ? 'jpg' : format;
        const url = String(res.body.data.avatar);
        expect(url).toMatch(new RegExp(`^/api/users/avatar/${user.user.id}-\\d{13}-[a-z0-9]{6}\\.${ext}$`));
        const served = await request(t.server).get(url).buffer(true).expect(200);
        expect(served.headers['content-type']).toBe(MIME[format]);
        expect(Buffer.compare(served.body as Buffer, first)).toBe(0);
        expect((await user.agent.get('/api/users/current-user').expect(200)).body.data.avatar).toBe(url);

        const second = await putAvatar(user, await image(format, 20, 20), `again.${format}`, MIME[format]).expect(200);
        expect(second.body.data.avatar).not.toBe(url);
        await request(t.server).get(url).expect(404);
        expect(await listObjects(t, `avatars/${user.user.id}-`)).toEqual([
          String(second.body.data.avatar).replace('/api/users/avatar/', 'avatars/'),
        ]);
        // The new picture is named, the old one deleted: neither is left pending.
        expect(await pendingKeys(t, `avatars/${user.user.id}-`)).toEqual([]);
      },
    );

    it('decides by magic bytes: a PDF or an SVG named and labelled as PNG is 400 USER.AVATAR_UNSUPPORTED', async () => {
      const user = await signUp(t);
      for (const bytes of [
        Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        Buffer.alloc(0),
      ]) {
        const res = await putAvatar(user, bytes).expect(400);
        expect(res.body).toMatchObject({ success: false, code: 'USER.AVATAR_UNSUPPORTED' });
      }
      // A real JPEG sent as "image/png" is stored as what it is.
      const jpeg = await putAvatar(user, await image('jpeg'), 'me.png', 'image/png').expect(200);
      expect(jpeg.body.data.avatar).toMatch(/\.jpg$/);
    });

    it('refuses a 65535 × 65535 PNG header (a few hundred bytes) with 400 USER.AVATAR_TOO_MANY_PIXELS', async () => {
      const user = await signUp(t);
      const bomb = pngClaiming(65535, 65535);
      const res = await putAvatar(user, bomb).expect(400);
      expect(res.body).toMatchObject({
        code: 'USER.AVATAR_TOO_MANY_PIXELS',
        message: 'Avatar must be at most 4096 × 4096 pixels (this one is 65535 × 65535)',
        details: { width: 65535, height: 65535, maxSide: 4096 },
      });
      // Each side counts: 4097 × 1 is refused too, 4096 × 4096 is not.
      expect((await putAvatar(user, pngClaiming(4097, 1)).expect(400)).body.code).toBe('USER.AVATAR_TOO_MANY_PIXELS');
      await putAvatar(user, pngClaiming(4096, 4096)).expect(200);
    });

    it('a JPEG whose huge frame header comes after 300 KB of EXIF is refused and leaves nothing behind', async () => {
      const user = await signUp(t);
      const res = await putAvatar(user, jpegAfterSegments(300_000, 30_000, 30_000), 'x.jpg', 'image/jpeg').expect(400);
      expect(res.body.code).toBe('USER.AVATAR_TOO_MANY_PIXELS');
      const cut = await putAvatar(user, jpegAfterSegments(300_000, 10, 10).subarray(0, 200_000), 'x.jpg').expect(400);
      expect(cut.body.code).toBe('USER.AVATAR_DAMAGED');
      expect(await listObjects(t, `avatars/${user.user.id}-`)).toEqual([]);
      expect(await pendingKeys(t, `avatars/${user.user.id}-`)).toEqual([]);
      expect((await user.agent.get('/api/users/current-user')).body.data.avatar).toBeNull();
    });

    it('refuses more than 2 MB with 413 USER.AVATAR_TOO_LARGE, stores nothing, and the next upload works', async () => {
      const user = await signUp(t);
      const big = jpegAfterSegments(2 * 1024 * 1024 + 10, 100, 100);
      const res = await putAvatar(user, big, 'big.jpg', 'image/jpeg');
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'USER.AVATAR_TOO_LARGE', message: 'Avatar must be at most 2 MB' });
      expect(await listObjects(t, `avatars/${user.user.id}-`)).toEqual([]);
      // Just under the limit is fine.
      const fits = jpegAfterSegments(2 * 1024 * 1024 - 2000, 100, 100);
      expect(fits.length).toBeLessThanOrEqual(2 * 1024 * 1024);
      await putAvatar(user, fits, 'fits.jpg', 'image/jpeg').expect(200);
    });

    it('answers a missing file, a second file, JSON and a broken body with clear 4xx codes', async () => {
      const user = await signUp(t);
      const none = await user.agent.put('/api/users/avatar').field('note', 'no file').expect(400);
      expect(none.body).toMatchObject({ code: 'VALIDATION.FAILED', errors: [{ field: 'avatar' }] });
      const png = await image('png', 8, 8);
      const two = await user.agent
        .put('/api/users/avatar')
        .attach('avatar', png, 'a.png')
        .attach('avatar', png, 'b.png');
      expect(two.status).toBe(413);
      const json = await user.agent
        .put('/api/users/avatar')
        .send({ avatar: dataUrl(png, 'image/png') })
        .expect(415);
      expect(json.body.code).toBe('REQUEST.UNSUPPORTED_MEDIA_TYPE');
      const broken = await user.agent
        .put('/api/users/avatar')
        .set('content-type', 'multipart/form-data; boundary=xyz')
        .send(Buffer.from('--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n'))
        .expect(400);
      expect(broken.body.code).toMatch(/^(REQUEST.MALFORMED_MULTIPART|USER.AVATAR_)/);
      expect(await listObjects(t, `avatars/${user.user.id}-`)).toEqual([]);
      expect(await pendingKeys(t, `avatars/${user.user.id}-`)).toEqual([]);
    });

    it('is for verified users only', async () => {
      const png = await image('png', 8, 8);
      const guest = await request(t.server).put('/api/users/avatar').attach('avatar', png, 'a.png').expect(401);
      expect(guest.body.code).toBe('AUTH.UNAUTHENTICATED');
      const unverified = await signUp(t, { verified: false });
      expect((await putAvatar(unverified, png).expect(403)).body.code).toBe('AUTH.UNVERIFIED');
    });
  });

  describe('update-profile with a data URL (the spec form)', () => {
    it('still stores a data-URL avatar, checked by magic bytes and pixels', async () => {
      const user = await signUp(t);
      const png = await image('png', 40, 40);
      const res = await user.agent
        .patch('/api/users/update-profile')
        .send({ fullName: 'Ada', avatar: dataUrl(png, 'image/png') })
        .expect(200);
      expect(res.body.data.avatar).toMatch(/\.png$/);
      const bomb = await user.agent
        .patch('/api/users/update-profile')
        .send({ avatar: dataUrl(pngClaiming(65535, 65535), 'image/png') })
        .expect(400);
      expect(bomb.body.code).toBe('USER.AVATAR_TOO_MANY_PIXELS');
    });

    it('takes at most 1 MiB of data URL: 768 KiB of image; more is 413 (the field, then the body limit)', async () => {
      const user = await signUp(t);
      const header = 'data:image/png;base64,';
      const fits = pngClaiming(10, 10, Math.floor(((1024 * 1024 - header.length) / 4) * 3) - 100);
      const ok = await user.agent
        .patch('/api/users/update-profile')
        .send({ avatar: dataUrl(fits, 'image/png') })
        .expect(200);
      expect(ok.body.data.avatar).toMatch(/\.png$/);

      // Longer than 1 MiB by 4000 characters: within the body limit, refused by the field's.
      const over = pngClaiming(10, 10, Math.floor(((1024 * 1024 + 4000 - header.length) / 4) * 3) - 57);
      const field = await user.agent
        .patch('/api/users/update-profile')
        .send({ avatar: dataUrl(over, 'image/png') })
        .expect(413);
      expect(field.body.code).toBe('USER.AVATAR_TOO_LARGE');
      expect(field.body.message).toContain('PUT /api/users/avatar');

      // The 2 MB the route used to take (a 2.7 MB body) is refused by the body limit, unparsed.
      const old = pngClaiming(10, 10, 2 * 1024 * 1024 - 200);
      const body = await user.agent
        .patch('/api/users/update-profile')
        .send({ avatar: dataUrl(old, 'image/png') })
        .expect(413);
      expect(body.body.code).toBe('REQUEST.TOO_LARGE');
    });

    it('counts data-URL changes and multipart uploads against one per-user limit (10 an hour)', async () => {
      const user = await signUp(t);
      const png = await image('png', 8, 8);
      for (let i = 0; i < 5; i += 1) {
        await user.agent
          .patch('/api/users/update-profile')
          .send({ avatar: dataUrl(png, 'image/png') })
          .expect(200);
        await putAvatar(user, png).expect(200);
        // Saves without a new picture do not count.
        await user.agent
          .patch('/api/users/update-profile')
          .send({ fullName: `Ada ${i}` })
          .expect(200);
      }
      const refused = await user.agent
        .patch('/api/users/update-profile')
        .send({ avatar: dataUrl(png, 'image/png') })
        .expect(429);
      expect(refused.body).toMatchObject({
        code: 'USER.TOO_MANY_AVATAR_CHANGES',
        message: 'Too many requests. Try again later',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await putAvatar(user, png).expect(429)).body.code).toBe('USER.TOO_MANY_AVATAR_CHANGES');
      // The rest of the profile can still be saved, and another user is not affected.
      await user.agent.patch('/api/users/update-profile').send({ fullName: 'Still me' }).expect(200);
      await putAvatar(await signUp(t), png).expect(200);
      expect((await findUserByEmail(t, user.user.email))?.fullName).toBe('Still me');
    });
  });

  it('503 STORAGE.UNAVAILABLE when object storage is down; the profile keeps its picture', async () => {
    const down = await createTestApp({ storage: 's3' });
    const s3 = down.s3;
    if (!s3) throw new Error('expected s3');
    try {
      const user = await signUp(down);
      await s3.close();
      const res = await putAvatar(user, await image('png', 8, 8));
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: 'STORAGE.UNAVAILABLE' });
      expect((await findUserByEmail(down, user.user.email))?.avatarKey).toBeNull();
    } finally {
      // s3rver is already closed; closing it again may throw.
      s3.close = async () => undefined;
      await down.close();
    }
  });

  it("on the app's own event loop: multipart costs no more than a data URL, an oversized JSON body no more than a small save", async () => {
    // The app runs in its own process so that only its event loop is measured: in this process the
    // test's client (building and sending the bodies) would share the main thread with the server.
    const dataDir = mkdtempSync(join(tmpdir(), 'papershelf-avatar-cpu-'));
    const app = await spawnApp(
      appEnv(dataDir, {
        LOG_LEVEL: 'debug',
        // Twelve picture changes: more than the per-user limit (10 an hour), which is not measured here.
        RATE_LIMITS: 'avatar=100/3600',
      }),
    );
    try {
      await app.waitFor(/listening on/, 300_000); // a hang guard: compiling and starting on a busy machine
      const pid = app.child.pid ?? 0;
      const agent = request.agent(`http://127.0.0.1:${app.port}`);
      await agent.post('/api/users/login-user').send(SPAWNED_ADMIN).expect(200);
      const picture = pngClaiming(64, 64, 700 * 1024);
      const asJson = JSON.stringify({ avatar: dataUrl(picture, 'image/png') });
      const viaJson = () =>
        agent.patch('/api/users/update-profile').set('content-type', 'application/json').send(asJson).expect(200);
      const viaMultipart = () => agent.put('/api/users/avatar').attach('avatar', picture, 'me.png').expect(200);
      const serverCpuOf = async (work: () => Promise<unknown>): Promise<number> => {
        const before = mainThreadCpuMsOf(pid);
        await work();
        return mainThreadCpuMsOf(pid) - before;
      };
      await viaJson();
      await viaMultipart();
      // Each way's cheapest of five, interleaved: work beside the test (other suites, a busy
      // machine) only ever adds CPU time to a request, so the minimum is the request's own cost.
      const json: number[] = [];
      const multipart: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        json.push(await serverCpuOf(viaJson));
        multipart.push(await serverCpuOf(viaMultipart));
      }
      // Measured on the app's own main thread the two cost about the same (quiet: 33 ms as a data
      // URL, 36 ms as multipart; the picture's checks dominate, not the body's parsing): multipart
      // is kept for what it saves in memory (no 1 MB JSON string). This holds it to no more than
      // half as much again, which buffering or re-reading the file would break.
      expect(Math.min(...multipart)).toBeLessThan(1.5 * Math.min(...json));

      // An oversized JSON body (3.4 MB: within the 4 MiB the route used to take, where it was read,
      // scanned, parsed and validated before the avatar's 2 MB check, ≈ 60–90 ms each) is refused
      // from its length alone: it costs the app's event loop no more than a small profile save.
      // Measured on the app's own main thread, so the test's client (building and writing 3.4 MB)
      // is not counted, as it was when this ran in-process.
      const oversizedBody = JSON.stringify({ avatar: dataUrl(pngClaiming(10, 10, 2.4 * 1024 * 1024), 'image/png') });
      expect(oversizedBody.length).toBeGreaterThan(3.2 * 1024 * 1024);
      const sendJson = (payload: string) =>
        agent.patch('/api/users/update-profile').set('content-type', 'application/json').send(payload);
      const viaOversized = async () => {
        const res = await sendJson(oversizedBody);
        expect(res.status).toBe(413);
        expect(res.body.code).toBe('REQUEST.TOO_LARGE');
      };
      const viaSmall = () => sendJson(JSON.stringify({ fullName: 'Control' })).expect(200);
      await viaOversized();
      await viaSmall();
      const oversized: number[] = [];
      const small: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        oversized.push(await serverCpuOf(viaOversized));
        small.push(await serverCpuOf(viaSmall));
      }
      // Cheapest of five each, as above; 5 ms of slack for reading the refused bytes off the socket.
      expect(Math.min(...oversized)).toBeLessThan(2 * Math.min(...small) + 5);
    } finally {
      app.child.kill('SIGTERM');
      await app.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
