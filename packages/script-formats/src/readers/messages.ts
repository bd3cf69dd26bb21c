/** Chinese messages of files that cannot be imported (shown as they are to the writer). */
export const ImportMessage = {
  empty: '文件是空的，没有可导入的文字',
  damaged: '文件已损坏，无法读取，请在 Word 中重新保存后再导入',
  encrypted: '文件设置了密码保护，请在 Word 中取消密码后再导入',
  legacyDoc: '暂不支持旧版 Word（.doc）文件，请在 Word 中另存为 .docx 后再导入',
  pdf: '暂不支持导入 PDF 文件，请导入 Word（.docx）、TXT、Fountain 或 FDX 文件',
  unsupported: '不支持的文件类型，请导入 Word（.docx）、TXT、Fountain 或 FDX 文件',
  notText: '无法识别文件的文字编码，请另存为 UTF-8 或 GBK 编码的 TXT 后再导入',
  notFdx: '不是有效的 Final Draft（FDX）文件',
  notScript: '文件中没有识别出剧本内容（场景标题、人物、对白或转场），请确认导入的是剧本',
  tooManyLines: (max: number) => `文件内容过多（超过 ${max} 行），请拆分后再导入`,
} as const;
