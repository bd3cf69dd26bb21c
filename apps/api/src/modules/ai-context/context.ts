import { docToText } from '@juzuo/doc-model';
import { RelayDocumentKind, relayDocumentName, type TChatContext } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { fitText } from '../../lib/text-budget';
import { requireDocument } from '../docs/access';
import { docTarget } from '../docs/checkpoint';
import { currentDoc } from '../docs/live';
import { ideaMirror } from '../docs/mirror';
import { requireIdea } from '../ideas/access';

/** What a writer's AI request may bring as context. */
export interface WritingContextRequest {
  doc_id?: string;
  idea_id?: string;
  /** Selected words the request is about (sent whole: the schemas cap them). */
  selection?: string;
}

/** The context blocks of a prompt and the record of what went in (shown to the writer). */
export interface WritingContext {
  /** Blocks for the user message, each under a 【heading】. */
  blocks: string[];
  sources: TChatContext['sources'];
}

/**
 * Reads the document or idea a request names (the caller must belong to its work: 8003 otherwise)
 * as its editors see it now, and keeps what fits `budgetTokens`: the END of a long text, since the
 * lines before the writer's caret matter most. Shared by chat, continue and rewrite; evaluation and
 * novel-to-script can build on it.
 */
export async function buildWritingContext(
  app: FastifyInstance,
  userId: string,
  request: WritingContextRequest,
  budgetTokens: number,
): Promise<WritingContext> {
  const blocks: string[] = [];
  const sources: TChatContext['sources'] = [];
  if (request.doc_id) {
    const { doc } = await requireDocument(app, userId, request.doc_id);
    const text = docToText(await currentDoc(app, docTarget(doc)));
    const fit = fitText(text, budgetTokens, 'tail');
    if (fit.text.trim()) blocks.push(`【作品上下文：${doc.name}】\n${fit.text}`);
    sources.push({
      kind: 'doc',
      id: doc.id,
      name: doc.name,
      chars: fit.text.length,
      truncated: fit.truncated,
    });
  }
  if (request.idea_id) {
    const { idea } = await requireIdea(app, userId, request.idea_id);
    const target = {
      name: relayDocumentName(RelayDocumentKind.Idea, idea.id),
      id: idea.id,
      workId: idea.workId,
      deleted: !!idea.deletedAt,
      mirror: ideaMirror,
    };
    const text = docToText(await currentDoc(app, target));
    const fit = fitText(text, budgetTokens, 'tail');
    if (fit.text.trim()) blocks.push(`【创意上下文：${idea.name}】\n${fit.text}`);
    sources.push({
      kind: 'idea',
      id: idea.id,
      name: idea.name,
      chars: fit.text.length,
      truncated: fit.truncated,
    });
  }
  if (request.selection?.trim()) {
    sources.push({
      kind: 'selection',
      id: '',
      name: '选中文字',
      chars: request.selection.length,
      truncated: false,
    });
  }
  return { blocks, sources };
}
