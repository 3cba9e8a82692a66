import { crc32, deflateSync } from 'node:zlib';
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, MESSAGES } from '@bandeja/contract';
import { createCanvas } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerDimensions } from '../src/clubs/image-check.ts';
import { users } from '../src/db/schema.ts';
import { createAdminWorld, JPEG, multipart, PNG, snapshot, tokenOf, WEBP } from './admin-helpers.ts';
import { buildTestApp, createClub, createUser, injectAs, messageOf, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const clubBody = {
  name: 'Padel Norte',
  email: 'norte@example.com',
  phone: '+34 600 111 222',
  address: 'Calle 9',
};

async function superAdminToken() {
  return tokenOf(t, await createUser(t.ctx, 'super_admin'));
}

function upload(token: string, url: string, file: Parameters<typeof multipart>[0]) {
  return injectAs(t.app, token, { method: 'POST', url, ...multipart(file) });
}

describe('clubs', () => {
  it('creates, reads, lists, edits and deletes a club', async () => {
    const token = await superAdminToken();
    const created = await injectAs(t.app, token, { method: 'POST', url: '/api/clubs', payload: clubBody });
    expect(created.statusCode).toBe(201);
    const club = created.json().data;
    expect(club).toMatchObject({ ...clubBody, logo_url: null, sponsor_logos: [], result_display_minutes: 5 });
    expect(typeof club.created_at).toBe('string');

    const list = await injectAs(t.app, token, { method: 'GET', url: '/api/clubs' });
    expect(list.json().data.clubs).toContainEqual(club);

    const edited = await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/clubs/${club.id}`,
      payload: { ...clubBody, name: 'Padel Norte Centro' },
    });
    expect(edited.json().data.name).toBe('Padel Norte Centro');

    const deleted = await injectAs(t.app, token, { method: 'DELETE', url: `/api/clubs/${club.id}` });
    expect(deleted.json()).toEqual({ success: true, data: { id: club.id } });
    const gone = await injectAs(t.app, token, { method: 'GET', url: `/api/clubs/${club.id}` });
    expect(gone.statusCode).toBe(404);
    expect(messageOf(gone)).toBe('Club not found');
  });

  it.each([
    [{ ...clubBody, name: '' }, 'Name is required'],
    [{ ...clubBody, email: undefined }, 'Email is required'],
    [{ ...clubBody, email: 'not-an-address' }, 'Invalid email'],
    [{ ...clubBody, phone: ' ' }, 'Phone is required'],
    [{ ...clubBody, address: undefined }, 'Address is required'],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const token = await superAdminToken();
    const before = await snapshot(t);
    const response = await injectAs(t.app, token, { method: 'POST', url: '/api/clubs', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, code: 'validation' });
    expect(await snapshot(t)).toBe(before);
  });

  it('keeps the minutes a court display shows a result: set on edit, unchanged when left out', async () => {
    const token = await superAdminToken();
    const club = (
      await injectAs(t.app, token, { method: 'POST', url: '/api/clubs', payload: clubBody })
    ).json().data;
    const set = await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/clubs/${club.id}`,
      payload: { ...clubBody, result_display_minutes: 12 },
    });
    expect(set.json().data.result_display_minutes).toBe(12);
    const renamed = await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/clubs/${club.id}`,
      payload: { ...clubBody, name: 'Renamed' },
    });
    expect(renamed.json().data).toMatchObject({ name: 'Renamed', result_display_minutes: 12 });
    const branding = await t.app.inject({ method: 'GET', url: `/api/clubs/${club.id}/branding` });
    expect(branding.json().data.result_display_minutes).toBe(12);
  });

  it.each([
    [0, 'Result display minutes must be 1 to 60'],
    [61, 'Result display minutes must be 1 to 60'],
    [2.5, 'Result display minutes must be a whole number'],
    ['5', 'Result display minutes must be a number'],
  ])('refuses result_display_minutes %j with 400 "%s" and changes nothing', async (minutes, message) => {
    const token = await superAdminToken();
    const club = await createClub(t.ctx);
    const before = await snapshot(t);
    const response = await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/clubs/${club.id}`,
      payload: { ...clubBody, result_display_minutes: minutes },
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses a NUL character in a club field with 400 and stores nothing', async () => {
    const token = await superAdminToken();
    const before = await snapshot(t);
    const created = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/clubs',
      payload: { ...clubBody, name: 'a\u0000b' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({
      success: false,
      message: 'Text cannot contain NUL characters',
      code: 'nulInText',
    });
    expect(await snapshot(t)).toBe(before);
  });

  it('shows a club admin only their own club', async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.clubAdmin), { method: 'GET', url: '/api/clubs' });
    expect(response.json().data.clubs.map((club: { id: number }) => club.id)).toEqual([w.club.id]);
  });

  it('refuses to delete a club that still has courts (409), and deletes an empty one with its admins', async () => {
    const w = await createAdminWorld(t);
    const token = tokenOf(t, w.superAdmin);
    const before = await snapshot(t);
    const refused = await injectAs(t.app, token, { method: 'DELETE', url: `/api/clubs/${w.club.id}` });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe('This club still has courts. Delete its courts first.');
    expect(await snapshot(t)).toBe(before);

    const empty = await createClub(t.ctx);
    const admin = await createUser(t.ctx, 'club_admin', { clubId: empty.id });
    const deleted = await injectAs(t.app, token, { method: 'DELETE', url: `/api/clubs/${empty.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, admin.id))).toEqual([]);
  });
});

describe('club logo', () => {
  it('accepts a PNG named .txt (judged by content), serves it with caching headers, and removes it', async () => {
    const token = await superAdminToken();
    const club = await createClub(t.ctx);
    const response = await upload(token, `/api/clubs/${club.id}/logo`, {
      filename: 'logo.txt',
      contentType: 'text/plain',
      bytes: PNG,
    });
    expect(response.statusCode).toBe(200);
    const logoUrl: string = response.json().data.logo_url;
    expect(logoUrl).toMatch(new RegExp(`^/api/clubs/${club.id}/logo\\?v=\\d+$`));

    const image = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // What is served is the picture drawn again: a 1×1 PNG.
    expect(headerDimensions(image.rawPayload, 'image/png')).toEqual({ width: 1, height: 1 });
    const etag = String(image.headers.etag);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: logoUrl,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);

    const removed = await injectAs(t.app, token, { method: 'DELETE', url: `/api/clubs/${club.id}/logo` });
    expect(removed.json().data.logo_url).toBeNull();
    const missing = await t.app.inject({ method: 'GET', url: `/api/clubs/${club.id}/logo` });
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
  ])('accepts a %s and serves it with its type', async (_name, bytes, contentType) => {
    const token = await superAdminToken();
    const club = await createClub(t.ctx);
    const response = await upload(token, `/api/clubs/${club.id}/logo`, {
      filename: 'logo.bin',
      contentType: 'application/octet-stream',
      bytes,
    });
    expect(response.statusCode).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: response.json().data.logo_url });
    expect(image.headers['content-type']).toBe(contentType);
  });

  it('refuses a text file named .png with 415 and keeps the old logo', async () => {
    const w = await createAdminWorld(t);
    const before = await snapshot(t);
    const response = await upload(tokenOf(t, w.superAdmin), `/api/clubs/${w.club.id}/logo`, {
      filename: 'logo.png',
      contentType: 'image/png',
      bytes: Buffer.from('I am a text file pretending to be a picture'),
    });
    expect(response.statusCode).toBe(415);
    expect(messageOf(response)).toBe('The file is not a PNG, JPEG or WebP image');
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses an SVG with 415', async () => {
    const w = await createAdminWorld(t);
    const response = await upload(tokenOf(t, w.superAdmin), `/api/clubs/${w.club.id}/logo`, {
      filename: 'logo.svg',
      contentType: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    expect(response.statusCode).toBe(415);
  });

  it('accepts exactly 1 MB and refuses 1 MB + 1 byte with 413, keeping the old logo', async () => {
    const w = await createAdminWorld(t);
    const token = tokenOf(t, w.superAdmin);
    const padded = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
    const exact = await upload(token, `/api/clubs/${w.otherClub.id}/logo`, {
      filename: 'big.png',
      contentType: 'image/png',
      bytes: padded(MAX_IMAGE_BYTES),
    });
    expect(exact.statusCode).toBe(200);

    const before = await snapshot(t);
    const tooBig = await upload(token, `/api/clubs/${w.club.id}/logo`, {
      filename: 'big.png',
      contentType: 'image/png',
      bytes: padded(MAX_IMAGE_BYTES + 1),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(messageOf(tooBig)).toBe('The image is larger than 1 MB');
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses two files, a file under another field name, or an extra field, with 400, storing nothing', async () => {
    const w = await createAdminWorld(t);
    const token = tokenOf(t, w.superAdmin);
    const boundary = 'parts';
    const file = (field: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        PNG,
        Buffer.from('\r\n'),
      ]);
    const field = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n`);
    const end = Buffer.from(`--${boundary}--\r\n`);
    const before = await snapshot(t);
    for (const [url, parts] of [
      [`/api/clubs/${w.club.id}/logo`, [file('logo'), file('logo')]],
      [`/api/clubs/${w.club.id}/sponsors`, [file('logo'), file('other')]],
      [`/api/clubs/${w.club.id}/logo`, [file('image')]],
      [`/api/clubs/${w.club.id}/sponsors`, [file('logo'), field]],
      [`/api/clubs/${w.club.id}/logo`, [field, file('logo')]],
    ] as const) {
      const response = await injectAs(t.app, token, {
        method: 'POST',
        url,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([...parts, end]),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(messageOf(response)).toBe(MESSAGES.uploadOneFile);
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses a request without a file (400) and a JSON body (415)', async () => {
    const w = await createAdminWorld(t);
    const token = tokenOf(t, w.superAdmin);
    const boundary = 'xyz';
    const noFile = await injectAs(t.app, token, {
      method: 'POST',
      url: `/api/clubs/${w.club.id}/logo`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(noFile.statusCode).toBe(400);
    expect(messageOf(noFile)).toBe('Choose an image file to upload');
    const json = await injectAs(t.app, token, {
      method: 'POST',
      url: `/api/clubs/${w.club.id}/logo`,
      payload: { logo: 'data' },
    });
    expect(json.statusCode).toBe(415);
    // A form body: the upload route speaks of the file, a JSON route of JSON.
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const formUpload = await injectAs(t.app, token, {
      method: 'POST',
      url: `/api/clubs/${w.club.id}/logo`,
      headers: form,
      payload: 'logo=data',
    });
    expect(formUpload.statusCode).toBe(415);
    expect(messageOf(formUpload)).toBe('Unsupported file type');
    const formClub = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/clubs',
      headers: form,
      payload: 'name=Club',
    });
    expect(formClub.statusCode).toBe(415);
    expect(messageOf(formClub)).toBe('The request body must be JSON (Content-Type: application/json)');
  });

  it.each([
    ['/logo', 'without a boundary', 'multipart/form-data', ''],
    ['/logo', 'cut short', 'multipart/form-data; boundary=xyz', 'garbage'],
    [
      '/logo',
      'with a cut-off file',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\n\x89PNG',
    ],
    ['/sponsors', 'without a boundary', 'multipart/form-data', ''],
    ['/sponsors', 'cut short', 'multipart/form-data; boundary=xyz', 'garbage'],
  ])(
    'refuses a malformed multipart upload to %s (%s) with 400 and keeps the images',
    async (path, _case, contentType, payload) => {
      const w = await createAdminWorld(t);
      const before = await snapshot(t);
      const response = await injectAs(t.app, tokenOf(t, w.superAdmin), {
        method: 'POST',
        url: `/api/clubs/${w.club.id}${path}`,
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'The upload is not a valid multipart form',
        code: 'uploadMalformed',
      });
      expect(await snapshot(t)).toBe(before);
    },
  );

  it('answers an upload to an unknown club with 404', async () => {
    const response = await upload(await superAdminToken(), '/api/clubs/999999/logo', {
      filename: 'logo.png',
      contentType: 'image/png',
      bytes: PNG,
    });
    expect(response.statusCode).toBe(404);
  });
});

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A black-and-white (1 bit a pixel) PNG of that size; `pixels` false: no image data at all. */
function bilevelPng(width: number, height: number, pixels = true): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  // Every row: filter byte 0 and width/8 bytes of zeros, which deflate shrinks about 1000 times.
  const rows = pixels
    ? [pngChunk('IDAT', deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height)))]
    : [];
  return Buffer.concat([
    PNG.subarray(0, 8),
    pngChunk('IHDR', header),
    ...rows,
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('images that would decode to a huge picture (decompression bombs)', () => {
  const tooManyPixels = `The image is larger than ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels`;

  it.each([
    ['logo', 'logo'],
    ['sponsor logo', 'sponsors'],
  ])(
    'refuses as a %s a small PNG that decodes to 20000×20000 with 400, storing nothing',
    async (_what, path) => {
      const w = await createAdminWorld(t);
      const bomb = bilevelPng(20_000, 20_000);
      expect(bomb.byteLength).toBeLessThan(MAX_IMAGE_BYTES);
      const before = await snapshot(t);
      const response = await upload(tokenOf(t, w.superAdmin), `/api/clubs/${w.club.id}/${path}`, {
        filename: 'logo.png',
        contentType: 'image/png',
        bytes: bomb,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'imageTooManyPixels',
        message: tooManyPixels,
      });
      expect(await snapshot(t)).toBe(before);
    },
  );

  it('refuses a 69-byte PNG whose header claims 65535×65535 with 400, from the header alone', async () => {
    const w = await createAdminWorld(t);
    const liar = bilevelPng(65_535, 65_535, false);
    expect(liar.byteLength).toBeLessThan(70);
    const before = await snapshot(t);
    const response = await upload(tokenOf(t, w.superAdmin), `/api/clubs/${w.club.id}/logo`, {
      filename: 'logo.png',
      contentType: 'image/png',
      bytes: liar,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(messageOf(response)).toBe(tooManyPixels);
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses a JPEG whose frame claims more than 4096 px a side, and a PNG cut short, with 400', async () => {
    const w = await createAdminWorld(t);
    const token = tokenOf(t, w.superAdmin);
    const wide = createCanvas(MAX_IMAGE_SIDE + 1, 1).encodeSync('jpeg');
    const refused = await upload(token, `/api/clubs/${w.club.id}/logo`, {
      filename: 'wide.jpg',
      contentType: 'image/jpeg',
      bytes: wide,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(messageOf(refused)).toBe(tooManyPixels);

    const cut = bilevelPng(100, 100).subarray(0, 40);
    const unreadable = await upload(token, `/api/clubs/${w.club.id}/logo`, {
      filename: 'cut.png',
      contentType: 'image/png',
      bytes: cut,
    });
    expect(unreadable.statusCode, unreadable.body).toBe(400);
    expect(messageOf(unreadable)).toBe(MESSAGES.imageUnreadable);
  });

  it('accepts 4096 px a side, and serves the picture drawn again without the bytes after its end', async () => {
    const w = await createAdminWorld(t);
    const edge = bilevelPng(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE);
    const smuggled = Buffer.from('<script>alert(1)</script>');
    const response = await upload(tokenOf(t, w.superAdmin), `/api/clubs/${w.club.id}/logo`, {
      filename: 'edge.png',
      contentType: 'image/png',
      bytes: Buffer.concat([edge, smuggled]),
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: response.json().data.logo_url });
    expect(headerDimensions(image.rawPayload, 'image/png')).toEqual({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
    });
    expect(image.rawPayload.includes(smuggled)).toBe(false);
  });
});

describe('sponsor logos and branding', () => {
  it('keeps up to 6 sponsor logos in order, refuses a 7th with 409, and shows them in the public branding', async () => {
    const token = await superAdminToken();
    const club = await createClub(t.ctx);
    for (let i = 0; i < 6; i++) {
      const response = await upload(token, `/api/clubs/${club.id}/sponsors`, {
        filename: `sponsor${i}.webp`,
        contentType: 'image/webp',
        bytes: i % 2 === 0 ? WEBP : JPEG,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.sponsor_logos).toHaveLength(i + 1);
    }
    const before = await snapshot(t);
    const seventh = await upload(token, `/api/clubs/${club.id}/sponsors`, {
      filename: 'one-too-many.png',
      contentType: 'image/png',
      bytes: PNG,
    });
    expect(seventh.statusCode).toBe(409);
    expect(messageOf(seventh)).toBe('A club can have at most 6 sponsor logos');
    expect(await snapshot(t)).toBe(before);

    const branding = await t.app.inject({ method: 'GET', url: `/api/clubs/${club.id}/branding` });
    expect(branding.statusCode).toBe(200);
    const data = branding.json().data;
    expect(data).toMatchObject({ id: club.id, name: club.name, logo_url: null });
    expect(Object.keys(data).sort()).toEqual([
      'id',
      'language',
      'logo_url',
      'name',
      'result_display_minutes',
      'shot_clock',
      'sponsor_logos',
      'voice',
    ]);
    const ids = data.sponsor_logos.map((sponsor: { id: number }) => sponsor.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const first = data.sponsor_logos[0];
    const image = await t.app.inject({ method: 'GET', url: first.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    const removed = await injectAs(t.app, token, {
      method: 'DELETE',
      url: `/api/clubs/${club.id}/sponsors/${first.id}`,
    });
    expect(removed.json().data.sponsor_logos).toHaveLength(5);
    const again = await injectAs(t.app, token, {
      method: 'DELETE',
      url: `/api/clubs/${club.id}/sponsors/${first.id}`,
    });
    expect(again.statusCode).toBe(404);
    expect(messageOf(again)).toBe('Sponsor logo not found');
  });

  it("does not reach another club's sponsor logo through this club's path", async () => {
    const w = await createAdminWorld(t);
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/clubs/${w.otherClub.id}/sponsors/${w.sponsor.id}/image`,
    });
    expect(image.statusCode).toBe(404);
  });

  it('refuses a text sponsor image with 415', async () => {
    const w = await createAdminWorld(t);
    const response = await upload(tokenOf(t, w.superAdmin), `/api/clubs/${w.club.id}/sponsors`, {
      filename: 'sponsor.jpg',
      contentType: 'image/jpeg',
      bytes: Buffer.from('plain text'),
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers the branding of an unknown club with 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/clubs/999999/branding' });
    expect(response.statusCode).toBe(404);
  });
});
