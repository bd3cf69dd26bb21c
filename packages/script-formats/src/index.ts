// The script element model (what a line of a Chinese script is, how scenes are numbered) and the
// page/runtime estimate: pure code, safe for the browser. File writers live in ./writers (Node only:
// Word, PDF with an embedded font) and file readers in ./readers.
export * from './model/index';
