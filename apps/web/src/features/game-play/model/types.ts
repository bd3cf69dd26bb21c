import type { TGameBoardContent, TGameEdge, TGameEventItem, TGameNode, TGameVariable } from '@juzuo/schemas';

/** A variable's value while playing: a number (numeric variables) or a list (arrays). */
export type PlayValue = number | (number | string)[];

/** Everything a step can change: variables by var_id and goods owned by good_id. */
export interface PlayValues {
  vars: Record<string, PlayValue>;
  goods: Record<string, number>;
  /** How many of a store's item were bought, by `<store_id>:<good_id>` (stock limits them). */
  sold?: Record<string, number>;
}

/** One line the player reads: a role's dialogue, a description, narration, a message or a note of the console. */
export interface PlayLine {
  kind: 'dialog' | 'desc' | 'chorus' | 'message' | 'player' | 'system' | 'event';
  /** The speaking role (dialogue lines). */
  role?: string;
  /** The event's name (event lines: an event fired; text is its message, '' without one). */
  event?: string;
  text: string;
}

/** A way forward the player can take: an edge, or a LINK node's jump. */
export interface PlayChoice {
  /** The edge id, or `link:<node_id>` for a LINK's jump. */
  id: string;
  target: string;
  label: string;
}

/** What the story waits for after a step. */
export type PlayPending =
  | { kind: 'choices'; choices: PlayChoice[] }
  | { kind: 'input'; prompt: string }
  | { kind: 'end' }
  /** No way forward although the node is not an END (a dead end, or a BRANCH with nothing open). */
  | { kind: 'stuck'; reason: string };

/** What the tester did. */
export type PlayAction =
  | { type: 'choose'; choice_id: string }
  | { type: 'input'; text: string }
  | { type: 'buy'; store_id: string; good_id: string }
  | { type: 'set'; var_id: string; value: PlayValue };

/** One step of a play-through, with the values before and after it. */
export interface PlayStep {
  /** enter: the story moved into `node_id`; the others happen at the current node. */
  kind: 'enter' | 'input' | 'buy' | 'set';
  node_id: string;
  /** The edge taken into the node, when the step followed an edge. */
  edge_id?: string;
  before: PlayValues;
  after: PlayValues;
  lines: PlayLine[];
  pending: PlayPending;
  /** The board's events that fired in this step, by event_id, in order (fire-once events look here). */
  fired?: string[];
  /** Nodes the story entered in this step and left by an event's jump (before `node_id`). */
  passed?: string[];
}

/** A play-through: its steps in order (the last is where the story is now). */
export interface PlaySession {
  steps: PlayStep[];
}

/** The board indexed for playing. */
export interface PlayBoard {
  content: TGameBoardContent;
  nodes: ReadonlyMap<string, TGameNode>;
  variables: ReadonlyMap<string, TGameVariable>;
  /** Edges leaving each node whose target exists, in board order. */
  outgoing: ReadonlyMap<string, TGameEdge[]>;
  /** The board's events (控制台) that are well formed, in board order. */
  events: readonly TGameEventItem[];
}

/** A refused action, with the Chinese message to show. */
export interface PlayRefusal {
  error: string;
}
