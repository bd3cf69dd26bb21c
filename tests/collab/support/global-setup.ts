import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { useDataTemplate } from '../../e2e/support/data-template';
import { startCollabProduct } from './story';

/** The plain product the run's files share, as they see it (vitest `provide`/`inject`). */
export interface SharedCollabProduct {
  url: string;
  secret: string;
  collabUrl: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    /** Null when fewer than two files of the run want the plain product, or COLLAB_SHARED=0. */
    collabShared: SharedCollabProduct | null;
  }
}

/**
 * A file that calls collabStory() with no env runs on the plain product (support/fixture.ts), and so
 * does one that injects it itself (durable-ack-crash's standalone relay test).
 */
const WANTS_PLAIN = /collabStory\(\)|inject\('collabShared'\)/;

/**
 * Starts one plain product (no env over startCollabProduct's) for the files that would each start
 * the same one: a product start is most of a small file's time. Each file still makes a work and
 * people of its own, and stops the relays it started. Files with env of their own, or that kill or
 * restart a product, start their own as before.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('collabShared', null);
  // Every fresh PGlite product of the run (here and in the files) starts on a copy of one migrated folder.
  const dropTemplate = useDataTemplate();
  if (process.env.COLLAB_SHARED === '0' || (await plainFiles(project)) < 2) return async () => dropTemplate();
  const shared = await startCollabProduct();
  project.provide('collabShared', {
    url: shared.product.url,
    secret: shared.secret,
    collabUrl: shared.collabUrl,
  });
  return async () => {
    await shared.product.stop();
    dropTemplate();
  };
}

/** How many of the files this run will execute (the CLI's filters applied) want the plain product. */
async function plainFiles(project: TestProject): Promise<number> {
  // The CLI's file filters are not in Vitest's typed API; without them every file runs.
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const { testFiles } = await project.globTestFiles(filters);
  return testFiles.filter((file) => WANTS_PLAIN.test(fs.readFileSync(file, 'utf8'))).length;
}
