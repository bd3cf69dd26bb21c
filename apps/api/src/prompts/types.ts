import type { ResponseFormat } from '../engines/openai/types';

/**
 * One prompt of an AI task, versioned: the id and version travel with every answer (the writer
 * sees which prompt produced it) and a change of wording is a new version in the same file.
 */
export interface PromptFile {
  /** Task id, e.g. 'chat', 'continue'. */
  id: string;
  /** Bumped whenever the wording or the output schema changes. */
  version: number;
  /** The system message. */
  system: string;
  /** What the engine must answer: free text here; JSON tasks give a json_schema. */
  output: ResponseFormat;
}

/** `chat@v1`: how an answer names its prompt. */
export const promptName = (p: PromptFile): string => `${p.id}@v${p.version}`;
