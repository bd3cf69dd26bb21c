import { z } from 'zod';
import { ZAvatarResult, ZUploadFileResult, ZUploadImageResult } from '../files';
import { defineCall } from './define';

/** Multipart uploads carry one file part named `file`; there are no text fields to validate. */
const ZUploadFields = z.object({});

/** `POST /ixj_web/file`: uploads any allowed file (type from the bytes). */
export const fileUpload = defineCall({
  method: 'POST',
  path: '/ixj_web/file',
  service: 'main',
  area: 'files',
  summary: '上传文件（类型以文件内容为准）',
  auth: 'user',
  body: 'multipart',
  timeout: 'upload',
  input: ZUploadFields,
  output: ZUploadFileResult,
});

/** `POST /ixj_web/image`: uploads an image and makes its webp variants. */
export const imageUpload = defineCall({
  method: 'POST',
  path: '/ixj_web/image',
  service: 'main',
  area: 'files',
  summary: '上传图片（生成各尺寸 webp）',
  auth: 'user',
  body: 'multipart',
  timeout: 'upload',
  input: ZUploadFields,
  output: ZUploadImageResult,
});

/** `PUT /ixj_web/user/upload_and_set_avatar`: uploads an image and makes it the avatar. */
export const userUploadAndSetAvatar = defineCall({
  method: 'PUT',
  path: '/ixj_web/user/upload_and_set_avatar',
  service: 'main',
  area: 'account',
  summary: '上传并设置头像',
  auth: 'user',
  body: 'multipart',
  timeout: 'upload',
  input: ZUploadFields,
  output: ZAvatarResult,
  invalidates: ['/ixj_web/user/get_my_info'],
});

/**
 * `GET /files/<key>`: a stored object, cached as immutable (content-addressed keys). Images render
 * inline, everything else downloads; `name` sets the download's file name.
 */
export const fileServe = defineCall({
  method: 'GET',
  path: '/files/*',
  service: 'main',
  area: 'files',
  summary: '读取已上传的文件',
  auth: 'public',
  answer: 'binary',
  input: z.object({ name: z.string().max(200, '文件名过长').optional() }),
  output: z.string(),
});
