/**
 * Chinese messages of requests the server cannot even read (the framework's own refusals): they
 * answer the envelope like every other error, so a client shows them the same way.
 */
export const RequestErrorMessage = {
  badUrl: '请求地址含有无法解析的字符',
  urlTooLong: '请求地址过长',
  badJson: '请求体格式错误，无法解析',
  emptyJson: '请求体为空，请检查参数',
  forbiddenKey: '请求体含有不允许的字段名',
  badContentType: '不支持的请求内容类型',
  tooLarge: '上传内容过大',
  notFound: '接口不存在',
  methodNotAllowed: '该接口不支持此请求方法',
  badRequest: '请求格式错误，请检查参数',
  headersTooLarge: '请求头过大',
  timeout: '请求超时，请重试',
} as const;
