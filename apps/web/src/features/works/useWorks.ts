// Adapter between the works UI and the api-client's works calls and hooks: the only file of the
// feature that knows call names, so the dialogs stay about the UI.
import {
  useInvalidate,
  useWorkBaseInfo,
  useWorkCovers,
  useWorkList,
  useWorkMembers,
  useWorkTags,
} from '@juzuo/api-client/react';
import {
  DELETED_WORKS_QUERY,
  PERMANENTLY_DELETE,
  PRESET_WORK_TAGS,
  projectAdd,
  projectCopy,
  projectDelete,
  projectMemberRemove,
  projectMemberSet,
  projectRestore,
  type TProjectAdd,
  type TWorkCover,
  type TWorkMember,
  type TWorkPermission,
  WorkLimits,
  worksBaseInfoUpdate,
  worksCoverImg,
  worksCoverImgDelete,
} from '@juzuo/schemas';
import { api } from '../../lib/api';
import { toast } from '../../stores/toast';
import { type BaseInfoValues, toWorkSummary, type WorkSummary } from './model';

const ACTIVE_QUERY = { page_index: 1, page_size: WorkLimits.deletedPageSize };

/** The team's active works (project/list), newest change first. Filtering happens on the page. */
export function useActiveWorks(): { works: WorkSummary[]; isLoading: boolean } {
  const { data, isLoading } = useWorkList(ACTIVE_QUERY);
  return { works: (data?.list ?? []).map(toWorkSummary), isLoading };
}

/** The recycle bin (project/list with is_delete 1); mounted only while the bin is open. */
export function useDeletedWorks(): { works: WorkSummary[]; isLoading: boolean } {
  const { data, isLoading } = useWorkList({ ...DELETED_WORKS_QUERY });
  return { works: (data?.list ?? []).map(toWorkSummary), isLoading };
}

/** Create, copy, bin, restore and purge; each re-reads what its call makes stale and toasts its outcome. */
export function useWorkActions() {
  const invalidate = useInvalidate();
  return {
    /** Creates a work (and uploads its cover when given); answers the new id, or null on failure. */
    async create(body: TProjectAdd, cover: File | null): Promise<string | null> {
      try {
        const { project_id } = await api.works.add(body);
        const id = String(project_id);
        if (cover) {
          // The work exists even if the cover fails; the failure is toasted by the client.
          await api.works.uploadCover(id, cover).catch(() => undefined);
        }
        toast.success('作品已创建');
        void invalidate(projectAdd);
        return id;
      } catch {
        return null;
      }
    },
    async copy(w: WorkSummary) {
      await guarded(async () => {
        await api.works.copy({ project_id: w.id });
        toast.success(`已复制《${w.name}》`);
      });
      void invalidate(projectCopy);
    },
    async remove(w: WorkSummary) {
      await guarded(async () => {
        await api.works.delete({ project_id: w.id });
        toast.success('已移入回收站');
      });
      void invalidate(projectDelete);
    },
    async restore(w: WorkSummary) {
      await guarded(async () => {
        await api.works.restore({ project_id: w.id });
        toast.success(`已恢复《${w.name}》`);
      });
      void invalidate(projectRestore);
    },
    async purge(w: WorkSummary) {
      await guarded(async () => {
        await api.works.delete({ project_id: w.id, permanently_delete: PERMANENTLY_DELETE });
        toast.success('已彻底删除');
      });
      void invalidate(projectDelete);
    },
  };
}

/** Runs a call whose failure the client already toasted. */
async function guarded(task: () => Promise<void>): Promise<void> {
  try {
    await task();
  } catch {
    // Shown by the client's error catalogue.
  }
}

/** Members of a work (project/member_list); null id = no read. */
export function useMembersOf(workId: string | null): { members: TWorkMember[]; isLoading: boolean } {
  const { data, isLoading } = useWorkMembers(workId);
  return { members: data?.list ?? [], isLoading: !!workId && isLoading };
}

/** Set (add or change) and remove a member of a work. */
export function useMemberActions(workId: string) {
  const invalidate = useInvalidate();
  return {
    async setMember(userId: string, permissions: TWorkPermission[]) {
      await api.works.setMember({ project_id: workId, user_id: userId, permissions });
      toast.success('成员权限已更新');
      await invalidate(projectMemberSet);
    },
    async removeMember(userId: string) {
      await api.works.removeMember({ project_id: workId, user_id: userId });
      toast.success('成员已移除');
      await invalidate(projectMemberRemove);
    },
  };
}

/** Base info of a work (works/base_info) and its save (PUT). */
export function useBaseInfo(workId: string | null) {
  const invalidate = useInvalidate();
  const { data } = useWorkBaseInfo(workId);
  return {
    info: data,
    async save(values: BaseInfoValues) {
      if (!workId) return;
      await api.works.updateBaseInfo({ project_id: workId, ...values });
      toast.success('作品信息已保存');
      await invalidate(worksBaseInfoUpdate);
    },
  };
}

/** Covers of a work (works/cover_img_list). */
export function useCoversOf(workId: string): { covers: TWorkCover[]; isLoading: boolean } {
  const { data, isLoading } = useWorkCovers(workId);
  return { covers: data?.list ?? [], isLoading };
}

/** Upload (and choose), choose and delete covers; each re-reads covers and the lists. */
export function useCoverActions(workId: string) {
  const invalidate = useInvalidate();
  return {
    async upload(file: File) {
      await api.works.uploadCover(workId, file);
      toast.success('封面已上传');
      await invalidate(worksCoverImg);
    },
    async choose(coverId: string) {
      await api.works.chooseCover({ project_id: workId, cover_id: coverId });
      toast.success('封面已更换');
      await invalidate(worksCoverImg);
    },
    async remove(coverId: string) {
      await api.works.deleteCovers({ project_id: workId, cover_id: coverId });
      toast.success('封面已删除');
      await invalidate(worksCoverImgDelete);
    },
  };
}

/** Tag suggestions: the presets plus tags the team already uses (works/tag_list). */
export function useTagSuggestions(): string[] {
  const { data } = useWorkTags({ revalidateOnFocus: false });
  return data ? data.list.map((t) => t.tag_name) : [...PRESET_WORK_TAGS];
}
