import {
  Status,
  type TContentTag,
  type TContentTagInput,
  type TDocAdd,
  type TDocDetail,
  type TDocList,
  type TDocOrder,
  type TDocUpdateName,
  type TDocUpdateVersion,
  type TDocVersion,
  type TIdeaAdd,
  type TIdeaDetail,
  type TIdeaItem,
  type TIdeaPreview,
  type TPage,
  type TVolumeAdd,
  type TVolumeOrder,
  type TVolumeUpdate,
} from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';

const DOC = '/ixj_web/project/doc';
const VOLUME = '/ixj_web/project/volume';
const IDEA = '/ixj_web/project/idea';
const WORKS = '/ixj_web/works';

/**
 * A work's documents (episodes / chapters), volumes, idea documents and content tags (spec 01
 * §7.7). Live content is edited through Yjs; these calls read checkpoints and manage the tree.
 */
export function docsService(t: Transport) {
  return {
    /** Documents of a work: `list` in reading order, plus the volume tree. */
    list: (query: { project_id: string }, opts?: CallOptions) =>
      t.request<TDocList>({ service: 'main', method: 'GET', path: `${DOC}/list`, query: { ...query } }, opts),
    /** One document with its last checkpoint (HTML `content`, plain `text`, `version`). */
    detail: (query: { doc_id: string }, opts?: CallOptions) =>
      t.request<TDocDetail>(
        { service: 'main', method: 'GET', path: `${DOC}/detail`, query: { ...query } },
        opts,
      ),
    /** A new document at the end of its volume (or the top level); the name defaults to 第N集 / 第N章. */
    add: (body: TDocAdd, opts?: CallOptions) =>
      t.request<{ doc_id: string; doc_name: string; volume_id: string | null }>(
        { service: 'main', method: 'POST', path: `${DOC}/add`, body },
        opts,
      ),
    /** Puts documents, in this order, into one volume (or the top level). */
    order: (body: TDocOrder, opts?: CallOptions) =>
      t.request<null>({ service: 'main', method: 'POST', path: `${DOC}/order`, body }, opts),
    /** Renames a document. */
    updateName: (body: TDocUpdateName, opts?: CallOptions) =>
      t.request<{ doc_id: string; doc_name: string }>(
        { service: 'main', method: 'PUT', path: `${DOC}/update_name`, body },
        opts,
      ),
    /**
     * REST save for clients without Yjs. Status 6001 (a stale `version`: saved anyway, overwritten
     * text kept in the history) is tolerated as success, as the spec requires.
     */
    updateVersion: (body: TDocUpdateVersion, opts?: CallOptions) =>
      t.request<TDocVersion>(
        { service: 'main', method: 'PUT', path: `${DOC}/update_version`, body },
        { ...opts, tolerate: [Status.DOC_UPDATE_NOTICE, ...(opts?.tolerate ?? [])] },
      ),
    /** Deletes a document. */
    remove: (body: { doc_id: string }, opts?: CallOptions) =>
      t.request<null>({ service: 'main', method: 'DELETE', path: `${DOC}/delete`, body }, opts),
    /** A new volume at the end (name defaults to 第N卷). */
    addVolume: (body: TVolumeAdd, opts?: CallOptions) =>
      t.request<{ volume_id: string; volume_name: string }>(
        { service: 'main', method: 'POST', path: `${VOLUME}/add`, body },
        opts,
      ),
    /** Orders volumes. */
    orderVolumes: (body: TVolumeOrder, opts?: CallOptions) =>
      t.request<null>({ service: 'main', method: 'POST', path: `${VOLUME}/order`, body }, opts),
    /** Renames a volume. */
    updateVolume: (body: TVolumeUpdate, opts?: CallOptions) =>
      t.request<{ volume_id: string; volume_name: string }>(
        { service: 'main', method: 'PUT', path: `${VOLUME}/update`, body },
        opts,
      ),
    /** Deletes a volume; its documents move to the top level. */
    removeVolume: (body: { volume_id: string }, opts?: CallOptions) =>
      t.request<null>({ service: 'main', method: 'DELETE', path: `${VOLUME}/delete`, body }, opts),
    /** Idea documents of a work. */
    ideaList: (query: { project_id: string }, opts?: CallOptions) =>
      t.request<TPage<TIdeaItem>>(
        { service: 'main', method: 'GET', path: `${IDEA}/list`, query: { ...query } },
        opts,
      ),
    /** One idea document with its last checkpoint. */
    ideaDetail: (query: { idea_id: string }, opts?: CallOptions) =>
      t.request<TIdeaDetail>(
        { service: 'main', method: 'GET', path: `${IDEA}/detail`, query: { ...query } },
        opts,
      ),
    /** A short read-only look at an idea document. */
    ideaPreview: (query: { idea_id: string }, opts?: CallOptions) =>
      t.request<TIdeaPreview>(
        { service: 'main', method: 'GET', path: `${IDEA}/preview`, query: { ...query } },
        opts,
      ),
    /** A new idea document (needs EditIdeas). */
    ideaAdd: (body: TIdeaAdd, opts?: CallOptions) =>
      t.request<{ idea_id: string; idea_name: string }>(
        { service: 'main', method: 'POST', path: `${IDEA}/add`, body },
        opts,
      ),
    /** Content tags of a work. */
    contentTagList: (query: { project_id: string }, opts?: CallOptions) =>
      t.request<TPage<TContentTag>>(
        { service: 'main', method: 'GET', path: `${WORKS}/content_tag_list`, query: { ...query } },
        opts,
      ),
    /** Creates (no tag_id), changes (tag_id) or deletes (tag_id + is_delete 1) a content tag. */
    contentTag: (body: TContentTagInput, opts?: CallOptions) =>
      t.request<TContentTag | null>(
        { service: 'main', method: 'POST', path: `${WORKS}/content_tag`, body },
        opts,
      ),
  };
}

/** The documents call group. */
export type DocsService = ReturnType<typeof docsService>;
