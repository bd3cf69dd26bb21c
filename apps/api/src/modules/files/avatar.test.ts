import { Status, ValidationMessage, ZAvatarResult } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeImage, multipartBody } from './testing';

let app: FastifyInstance;
let auth: Record<string, string>;

/** Signs in through the real SMS flow (console provider + dev outbox). */
async function signInBySms(phone: string): Promise<Record<string, string>> {
  await app.inject({
    method: 'POST',
    url: '/ixj_web/user/request_sms_code',
    payload: { phone, sms_type: 0 },
  });
  const outbox = await app.inject({ method: 'GET', url: `/dev/sms_outbox?phone=${phone}` });
  const code = outbox.json().data.code;
  const login = await app.inject({
    method: 'POST',
    url: '/ixj_web/user/login',
    payload: { login_type: 2, phone, sms_code: code },
  });
  expect(login.json().status).toBe(0);
  return { authorization: `Bearer ${login.json().data.token}` };
}

async function putAvatar(data: Buffer, filename: string, headers = auth) {
  const body = multipartBody([{ name: 'file', filename, contentType: 'image/png', data }]);
  const res = await app.inject({
    method: 'PUT',
    url: '/ixj_web/user/upload_and_set_avatar',
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  app = await createTestApp();
  auth = await signInBySms('13800138000');
});
afterAll(async () => app.close());

describe('PUT /ixj_web/user/upload_and_set_avatar', () => {
  it('stores the image, sets the mid variant as avatar and get_my_info shows it', async () => {
    const body = await putAvatar(await makeImage('jpeg', 1000, 800), 'me.jpg');
    expect(body.status).toBe(0);
    const data = ZAvatarResult.parse(body.data);
    expect(data.avatar).toBe(data.variants.mid);
    const info = await app.inject({ method: 'GET', url: '/ixj_web/user/get_my_info', headers: auth });
    expect(info.json().data.avatar).toBe(data.avatar);
    const served = await app.inject({ method: 'GET', url: data.avatar });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
  });

  it('only changes the caller: another user keeps their avatar', async () => {
    const other = await signInBySms('13900139000');
    const before = (
      await app.inject({ method: 'GET', url: '/ixj_web/user/get_my_info', headers: other })
    ).json().data.avatar;
    const mine = (await putAvatar(await makeImage('png', 90, 90), 'new.png')).data.avatar;
    const after = (
      await app.inject({ method: 'GET', url: '/ixj_web/user/get_my_info', headers: other })
    ).json().data.avatar;
    expect(after).toBe(before);
    expect(after).not.toBe(mine);
  });

  it('keeps the old avatar when the upload is not an image, and needs a token', async () => {
    const current = (
      await app.inject({ method: 'GET', url: '/ixj_web/user/get_my_info', headers: auth })
    ).json().data.avatar;
    expect(await putAvatar(Buffer.from('not an image'), 'x.png')).toMatchObject({
      status: Status.FILE_REJECTED,
      msg: ValidationMessage.imageType,
    });
    const still = (
      await app.inject({ method: 'GET', url: '/ixj_web/user/get_my_info', headers: auth })
    ).json().data.avatar;
    expect(still).toBe(current);
    expect((await putAvatar(await makeImage('png', 10, 10), 'a.png', {})).status).toBe(Status.TOKEN_INVALID);
  });
});
