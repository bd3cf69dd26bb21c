export { anchorEndsKey } from './anchor-ends';
export {
  anchorRange,
  type ResolvedAnchor,
  type ResolvedAnchorHeld,
  resolveAnchor,
  resolveAnchors,
  type TextAnchor,
} from './anchors';
export {
  BLOCK_ATTR,
  elementText,
  FRAGMENT,
  fragmentOf,
  type Line,
  lineElements,
  linesOf,
  PARAGRAPH,
} from './blocks';
export { appendLines, docFromLines, docFromState, paragraphOf } from './build';
export {
  type BoardCard,
  CARDS_ARRAY,
  type CardPatch,
  cardIndex,
  cardsOf,
  insertCard,
  moveCard,
  patchCard,
  readBoard,
  removeCard,
} from './card-board';
export { countWords } from './count';
export { docToHtml, escapeHtml, fragmentToHtml } from './html';
export {
  insertOutlineNode,
  moveOutlineNode,
  OUTLINE_NODES,
  type OutlineNode,
  type OutlinePatch,
  patchOutlineNode,
  readOutline,
  removeOutlineNode,
  subtreeIds,
} from './outline';
export { htmlToLines } from './parse-html';
export { replaceFragmentContent } from './replace';
export { replaceTextRange } from './replace-range';
export {
  COMMENTS_MAP,
  commentsOf,
  findComment,
  putComment,
  type ReviewComment,
  readComments,
  removeComment,
  type Suggestion,
} from './review-comments';
export { extractScenes, type Scene } from './scenes';
export { storableText } from './storable';
export { type DocSummary, summarize } from './summary';
export { docToText } from './text';
