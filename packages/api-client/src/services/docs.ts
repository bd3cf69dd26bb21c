import {
  projectDocAdd,
  projectDocDelete,
  projectDocDetail,
  projectDocEstimate,
  projectDocExport,
  projectDocList,
  projectDocOrder,
  projectDocUpdateName,
  projectDocUpdateVersion,
  projectIdeaAdd,
  projectIdeaDetail,
  projectIdeaList,
  projectIdeaPreview,
  projectVolumeAdd,
  projectVolumeDelete,
  projectVolumeExport,
  projectVolumeOrder,
  projectVolumeUpdate,
  type TCallInput,
  worksContentTag,
  worksContentTagList,
} from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';

/**
 * A work's documents (episodes / chapters), volumes, idea documents and content tags (spec 01
 * §7.7). Live content is edited through Yjs; these calls read checkpoints and manage the tree.
 */
export function docsService(t: Transport) {
  return {
    /** Documents of a work: `list` in reading order, plus the volume tree. */
    list: (query: TCallInput<typeof projectDocList>, opts?: CallOptions) =>
      t.call(projectDocList, query, opts),
    /** One document with its last checkpoint (HTML `content`, plain `text`, `version`). */
    detail: (query: TCallInput<typeof projectDocDetail>, opts?: CallOptions) =>
      t.call(projectDocDetail, query, opts),
    /** A new document at the end of its volume (or the top level); the name defaults to 第N集 / 第N章. */
    add: (body: TCallInput<typeof projectDocAdd>, opts?: CallOptions) => t.call(projectDocAdd, body, opts),
    /** Puts documents, in this order, into one volume (or the top level). */
    order: (body: TCallInput<typeof projectDocOrder>, opts?: CallOptions) =>
      t.call(projectDocOrder, body, opts),
    /** One document as a file (Word, PDF, Fountain, FDX, TXT): a Blob; an error rejects with its Chinese message. */
    exportDoc: (query: TCallInput<typeof projectDocExport>, opts?: CallOptions) =>
      t.call(projectDocExport, query, opts) as unknown as Promise<Blob>,
    /** Every document of a volume as one file. */
    exportVolume: (query: TCallInput<typeof projectVolumeExport>, opts?: CallOptions) =>
      t.call(projectVolumeExport, query, opts) as unknown as Promise<Blob>,
    /** Pages and screen time of a work, per document and in total. */
    estimate: (query: TCallInput<typeof projectDocEstimate>, opts?: CallOptions) =>
      t.call(projectDocEstimate, query, opts),
    /** Renames a document. */
    updateName: (body: TCallInput<typeof projectDocUpdateName>, opts?: CallOptions) =>
      t.call(projectDocUpdateName, body, opts),
    /**
     * REST save for clients without Yjs. Status 6001 (a stale `version`: saved anyway, overwritten
     * text kept in the history) is tolerated as success, as the spec requires (the definition says so).
     */
    updateVersion: (body: TCallInput<typeof projectDocUpdateVersion>, opts?: CallOptions) =>
      t.call(projectDocUpdateVersion, body, opts),
    /** Deletes a document. */
    remove: (body: TCallInput<typeof projectDocDelete>, opts?: CallOptions) =>
      t.call(projectDocDelete, body, opts),
    /** A new volume at the end (name defaults to 第N卷). */
    addVolume: (body: TCallInput<typeof projectVolumeAdd>, opts?: CallOptions) =>
      t.call(projectVolumeAdd, body, opts),
    /** Orders volumes. */
    orderVolumes: (body: TCallInput<typeof projectVolumeOrder>, opts?: CallOptions) =>
      t.call(projectVolumeOrder, body, opts),
    /** Renames a volume. */
    updateVolume: (body: TCallInput<typeof projectVolumeUpdate>, opts?: CallOptions) =>
      t.call(projectVolumeUpdate, body, opts),
    /** Deletes a volume; its documents move to the top level. */
    removeVolume: (body: TCallInput<typeof projectVolumeDelete>, opts?: CallOptions) =>
      t.call(projectVolumeDelete, body, opts),
    /** Idea documents of a work. */
    ideaList: (query: TCallInput<typeof projectIdeaList>, opts?: CallOptions) =>
      t.call(projectIdeaList, query, opts),
    /** One idea document with its last checkpoint. */
    ideaDetail: (query: TCallInput<typeof projectIdeaDetail>, opts?: CallOptions) =>
      t.call(projectIdeaDetail, query, opts),
    /** A short read-only look at an idea document. */
    ideaPreview: (query: TCallInput<typeof projectIdeaPreview>, opts?: CallOptions) =>
      t.call(projectIdeaPreview, query, opts),
    /** A new idea document (needs EditIdeas). */
    ideaAdd: (body: TCallInput<typeof projectIdeaAdd>, opts?: CallOptions) =>
      t.call(projectIdeaAdd, body, opts),
    /** Content tags of a work. */
    contentTagList: (query: TCallInput<typeof worksContentTagList>, opts?: CallOptions) =>
      t.call(worksContentTagList, query, opts),
    /** Creates (no tag_id), changes (tag_id) or deletes (tag_id + is_delete 1) a content tag. */
    contentTag: (body: TCallInput<typeof worksContentTag>, opts?: CallOptions) =>
      t.call(worksContentTag, body, opts),
  };
}

/** The documents call group. */
export type DocsService = ReturnType<typeof docsService>;
