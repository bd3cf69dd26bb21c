import crypto from 'node:crypto';
import { type DocSummary, docFromLines, docFromState, htmlToLines, summarize } from '@juzuo/doc-model';
import { parseRelayDocumentName, Status, type TRelayDocumentName } from '@juzuo/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db } from '../../db/client';
import { collabStates, documents, ideas, users, works } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { findIdea } from '../ideas/repo';
import { findDocument } from './access';

/**
 * A relay document whose Yjs state the API keeps: a script/novel document or an idea document (with
 * HTML/text/version beside the state), or a state-only document of a work (`cards:`, `outline:`,
 * `comments:`) whose own area reads the state itself.
 */
export interface CheckpointTarget {
  /** Relay name, `doc:<id>`, `idea:<id>`, `cards:<idea_id>` ... */
  name: string;
  kind: 'doc' | 'idea' | 'state';
  id: string;
  workId: string;
  deleted: boolean;
}

/** A stored checkpoint of a `doc:` document, as the history area's automatic versions see it. */
export interface CheckpointFacts {
  document: string;
  workId: string;
  state: Uint8Array;
  stateHash: string;
  summary: DocSummary;
  editorId: string | null;
  now: Date;
}

/**
 * Runs inside a stored checkpoint's transaction and may take an automatic version (history's
 * maybeAutoVersion); answers the version's id or null. Passed in by the callers so this area does
 * not depend on the history area, which reads documents through it.
 */
export type AutoVersioner = (db: DbLike, facts: CheckpointFacts) => Promise<string | null>;

/**
 * The work a relay document belongs to, or null when the thing it names does not exist (or was
 * deleted). Game boards do not exist yet, so `game:` names have no work.
 */
export async function documentWorkId(db: DbLike, name: TRelayDocumentName): Promise<string | null> {
  switch (name.kind) {
    case 'doc':
    case 'comments': {
      const doc = await findDocument(db, name.id);
      return doc && !doc.deletedAt ? doc.workId : null;
    }
    case 'idea':
    case 'cards': {
      const idea = await findIdea(db, name.id);
      return idea && !idea.deletedAt ? idea.workId : null;
    }
    case 'outline': {
      const [work] = await db.select({ id: works.id }).from(works).where(eq(works.id, name.id)).limit(1);
      return work?.id ?? null;
    }
    case 'game':
      return null;
  }
}

/** sha256 of a state, base64. */
export const stateHash = (state: Uint8Array): string =>
  crypto.createHash('sha256').update(state).digest('base64');

/** The checkpoint target a relay name points at; null for other kinds or rows that do not exist. */
export async function resolveTarget(db: DbLike, documentName: string): Promise<CheckpointTarget | null> {
  const parsed = parseRelayDocumentName(documentName);
  if (!parsed) return null;
  if (parsed.kind === 'doc') {
    const doc = await findDocument(db, parsed.id);
    return doc
      ? { name: documentName, kind: 'doc', id: doc.id, workId: doc.workId, deleted: !!doc.deletedAt }
      : null;
  }
  if (parsed.kind === 'idea') {
    const idea = await findIdea(db, parsed.id);
    return idea
      ? { name: documentName, kind: 'idea', id: idea.id, workId: idea.workId, deleted: !!idea.deletedAt }
      : null;
  }
  // Game boards are their own area (game v3 calls); nothing stores them here.
  if (parsed.kind === 'game') return null;
  const workId = await documentWorkId(db, parsed);
  return workId ? { name: documentName, kind: 'state', id: parsed.id, workId, deleted: false } : null;
}

/** The relay name of a document or idea row. */
export const docTarget = (doc: { id: string; workId: string; deletedAt: Date | null }): CheckpointTarget => ({
  name: `doc:${doc.id}`,
  kind: 'doc',
  id: doc.id,
  workId: doc.workId,
  deleted: !!doc.deletedAt,
});

/**
 * The stored Yjs state of a target, or null for a document that never had content. A document that
 * has HTML but no Yjs state (written by an import or an older client) gets a state built from its
 * HTML, saved once so every loader starts from the same Yjs items (building it per load would
 * duplicate the text when two copies merge).
 */
export async function ensureState(db: Db, target: CheckpointTarget, now: Date): Promise<Uint8Array | null> {
  const [row] = await db.select().from(collabStates).where(eq(collabStates.name, target.name)).limit(1);
  if (row) return new Uint8Array(row.state);
  if (target.kind === 'state') return null;
  const table = target.kind === 'doc' ? documents : ideas;
  const [content] = await db.select({ html: table.html }).from(table).where(eq(table.id, target.id)).limit(1);
  if (!content?.html) return null;
  const state = Y.encodeStateAsUpdate(docFromLines(htmlToLines(content.html)));
  await db
    .insert(collabStates)
    .values({
      name: target.name,
      workId: target.workId,
      state: Buffer.from(state),
      stateHash: stateHash(state),
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [saved] = await db.select().from(collabStates).where(eq(collabStates.name, target.name)).limit(1);
  return saved ? new Uint8Array(saved.state) : state;
}

/** The stored content of a target as a Y.Doc (empty when it has none). */
export async function storedDoc(db: Db, target: CheckpointTarget, now: Date): Promise<Y.Doc> {
  return docFromState(await ensureState(db, target, now));
}

/** Outcome of a store. */
export interface StoreResult {
  /** False when the state added nothing to what was stored (skipped). */
  stored: boolean;
  version: number;
  /** Id of the automatic version the store took, if any. */
  autoVersionId: string | null;
}

/**
 * Stores a checkpoint in ONE transaction: merges the incoming Yjs state into the stored one (a
 * state from a relay that failed to load can therefore never blank a document), upserts
 * collab_states, updates html/text/char_count/version/last editor of the row, and for a `doc:`
 * document lets `opts.autoVersion` take an automatic version. A state identical to the stored one, or adding nothing to it, is skipped.
 */
export async function storeCheckpoint(
  db: Db,
  target: CheckpointTarget,
  state: Uint8Array,
  opts: { editors: string[]; now: Date; autoVersion?: AutoVersioner },
): Promise<StoreResult> {
  const incomingHash = stateHash(state);
  return db.transaction(async (tx) => {
    // Two relays storing the same document serialise here, so neither merge is lost. A row lock
    // alone would not cover a document's first store (no row yet), so the lock is on the name.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${target.name}, 0))`);
    const [row] = await tx
      .select()
      .from(collabStates)
      .where(eq(collabStates.name, target.name))
      .for('update');
    const current = async () => ({
      stored: false,
      version: await versionOf(tx, target),
      autoVersionId: null,
    });
    if (row && row.stateHash === incomingHash) return current();
    const doc = docFromState(row ? new Uint8Array(row.state) : null);
    const before = Y.snapshot(doc);
    try {
      Y.applyUpdate(doc, state);
    } catch {
      throw new AppError(Status.VALIDATION, 'state 不是有效的 Yjs 状态');
    }
    // Nothing new (also: an empty first store of a brand-new document) is not a checkpoint.
    if (Y.equalSnapshots(before, Y.snapshot(doc))) return current();

    const merged = Y.encodeStateAsUpdate(doc);
    const hash = stateHash(merged);
    await tx
      .insert(collabStates)
      .values({
        name: target.name,
        workId: target.workId,
        state: Buffer.from(merged),
        stateHash: hash,
        updatedAt: opts.now,
      })
      .onConflictDoUpdate({
        target: collabStates.name,
        set: { state: Buffer.from(merged), stateHash: hash, updatedAt: opts.now },
      });
    // Writing in a work counts as working on it: the works list sorts by this.
    await tx.update(works).set({ updatedAt: opts.now }).where(eq(works.id, target.workId));
    if (target.kind === 'state') return { stored: true, version: 0, autoVersionId: null };
    const summary = summarize(doc);
    const editorId = await lastKnownUser(tx, opts.editors);
    const version = await writeSummary(tx, target, summary, editorId, opts.now);
    const autoVersionId =
      target.kind === 'doc' && opts.autoVersion
        ? await opts.autoVersion(tx, {
            document: target.name,
            workId: target.workId,
            state: merged,
            stateHash: hash,
            summary,
            editorId,
            now: opts.now,
          })
        : null;
    return { stored: true, version, autoVersionId };
  });
}

async function writeSummary(
  tx: DbLike,
  target: CheckpointTarget,
  summary: ReturnType<typeof summarize>,
  editorId: string | null,
  now: Date,
): Promise<number> {
  const common = { html: summary.html, text: summary.text, charCount: summary.charCount, updatedAt: now };
  if (target.kind === 'doc') {
    const [row] = await tx
      .update(documents)
      .set({
        ...common,
        version: sql`${documents.version} + 1`,
        ...(editorId ? { lastEditorId: editorId } : {}),
      })
      .where(eq(documents.id, target.id))
      .returning({ version: documents.version });
    return row?.version ?? 0;
  }
  const [row] = await tx
    .update(ideas)
    .set({ ...common, version: sql`${ideas.version} + 1` })
    .where(eq(ideas.id, target.id))
    .returning({ version: ideas.version });
  return row?.version ?? 0;
}

async function versionOf(db: DbLike, target: CheckpointTarget): Promise<number> {
  if (target.kind === 'state') return 0;
  const table = target.kind === 'doc' ? documents : ideas;
  const [row] = await db.select({ version: table.version }).from(table).where(eq(table.id, target.id));
  return row?.version ?? 0;
}

/** The last of the editors that is a real user (the relay's list is a hint, not a foreign key). */
async function lastKnownUser(db: DbLike, editors: string[]): Promise<string | null> {
  const candidates = editors.filter((e) => /^[A-Za-z0-9_-]{1,64}$/.test(e));
  if (candidates.length === 0) return null;
  const known = new Set(
    (await db.select({ id: users.id }).from(users).where(inArray(users.id, candidates))).map((u) => u.id),
  );
  return [...candidates].reverse().find((e) => known.has(e)) ?? null;
}
