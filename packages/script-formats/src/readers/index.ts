// Format readers (import): a file -> lines with script elements. Sits beside ./writers and shares
// the element model of ../model. Node only (Word through mammoth).
export { decodeText } from './decode-text';
export { readDocx } from './docx';
export { readFdx } from './fdx';
export { readFountain } from './fountain';
export { ImportMessage } from './messages';
export { readScriptFile } from './read-file';
export { cleanLine, type Recognised, recogniseLine } from './recognise';
export {
  headingNumber,
  holdsScript,
  type StructuredLine,
  type StructuredPart,
  type StructureOptions,
  structureLines,
} from './structure';
export { textLines } from './txt';
export {
  ImportFileError,
  type ImportFormat,
  type ImportProblem,
  type ReadLine,
  type ReadResult,
} from './types';
