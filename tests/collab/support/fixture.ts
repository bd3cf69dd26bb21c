import { afterAll, beforeAll, inject } from 'vitest';
import type { SignedIn } from '../../e2e/support/api';
import { disconnectAll } from './clients';
import type { RelayProcess } from './relay';
import {
  type CollabProduct,
  setWorkPermissions,
  startCollabProduct,
  teamMember,
  type WorkStory,
  workWithDocument,
} from './story';

/** What a relay test file shares: the product, its work story and the relays it started. */
export interface CollabStory {
  /** The product's http origin (REST API). */
  origin: string;
  /** The product's own relay (ws://…/collab). */
  collabUrl: string;
  /** INTERNAL_SECRET of the product, for standalone relays. */
  secret: string;
  story: WorkStory;
  /** Standalone relays the file starts; stopped after the file. */
  relays: RelayProcess[];
  /** Brings a new user into the team and onto the work with these work permissions. */
  member(permissions: string[]): Promise<SignedIn>;
}

/**
 * Registers the file's setup: before all tests the product starts (with `env`) and a work with a
 * script document is made; after all, providers disconnect and relays and product stop. With no env
 * the file runs on the run's shared plain product when there is one (support/global-setup.ts), which
 * it does not stop. Read the fields inside hooks and tests (they are filled in by then).
 */
export function collabStory(env: Record<string, string> = {}): CollabStory {
  let product: CollabProduct | undefined;
  const ctx = {
    relays: [] as RelayProcess[],
    async member(permissions: string[]) {
      const who = await teamMember(ctx.origin, ctx.story);
      await setWorkPermissions(ctx.origin, ctx.story, who, permissions);
      return who;
    },
  } as CollabStory;
  beforeAll(async () => {
    const shared = Object.keys(env).length === 0 ? inject('collabShared') : null;
    if (shared) {
      ctx.origin = shared.url;
      ctx.collabUrl = shared.collabUrl;
      ctx.secret = shared.secret;
    } else {
      product = await startCollabProduct(env);
      ctx.origin = product.product.url;
      ctx.collabUrl = product.collabUrl;
      ctx.secret = product.secret;
    }
    ctx.story = await workWithDocument(ctx.origin);
  });
  afterAll(async () => {
    disconnectAll();
    await Promise.all(ctx.relays.map((r) => r.stop()));
    await product?.product.stop();
  });
  return ctx;
}
