import {
  ZDocImportFields,
  ZDocImportPreviewFields,
  ZDocImportResult,
  ZImportPreview,
} from '../doc-import-api';
import { defineCall } from './define';

// Import of DOCX, TXT, Fountain and FDX files (issue 16). Both calls are multipart: the file under
// `file`, the fields below as text. A bad file answers a non-zero status and creates nothing.
// Access: WriteWork on the work (7013), or mWorkManage in the team for a new work.

/** `POST /ixj_web/project/doc/import_preview`: 预览导入文件识别出的结构（不创建任何内容）. */
export const projectDocImportPreview = defineCall({
  method: 'POST',
  path: '/ixj_web/project/doc/import_preview',
  service: 'main',
  area: 'docs',
  summary: '预览导入文件识别出的分集和每行元素（不创建任何内容）',
  auth: 'user',
  body: 'multipart',
  timeout: 'upload',
  input: ZDocImportPreviewFields,
  output: ZImportPreview,
});

/** `POST /ixj_web/project/doc/import`: 导入 DOCX / TXT / Fountain / FDX 文件为文档（可同时新建作品）. */
export const projectDocImport = defineCall({
  method: 'POST',
  path: '/ixj_web/project/doc/import',
  service: 'main',
  area: 'docs',
  summary: '导入 Word、TXT、Fountain 或 FDX 文件为作品的文档（可同时新建作品）',
  auth: 'user',
  body: 'multipart',
  timeout: 'upload',
  input: ZDocImportFields,
  output: ZDocImportResult,
  invalidates: ['/ixj_web/project/doc/list', '/ixj_web/project/list'],
});
