import type { ApiError } from '@juzuo/api-client';
import {
  HistoryKind,
  projectIdeaDetail,
  type THistoryKind,
  type TIdeaDetail,
  WorkPermissionLabel,
} from '@juzuo/schemas';
import useSWR from 'swr';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useEditorTarget } from '../useEditorTarget';

/** What the history page shows of the document whose versions it lists. */
export interface HistoryTarget {
  /** The document's name ('' while it loads). */
  name: string;
  /** Why the caller may not change versions (the kind's write permission), or null. */
  writeBlock: string | null;
  /** Where 返回编辑 leads: the script editor, or the idea on its work's conception page. */
  backTo: string;
}

const once = { revalidateOnFocus: false, shouldRetryOnError: false };

/** The script document or idea document (`kind`) `id` names, as the history page needs it. */
export function useHistoryTarget(id: string, kind: THistoryKind): HistoryTarget {
  const { userId } = useSession();
  const { doc } = useEditorTarget(kind === HistoryKind.Doc ? id : undefined);
  const idea = useSWR<TIdeaDetail, ApiError>(
    kind === HistoryKind.Idea && id && userId ? ['history-idea', id, userId] : null,
    () => api.call(projectIdeaDetail, { idea_id: id }),
    once,
  );
  if (kind === HistoryKind.Idea) {
    const data = idea.data;
    return {
      name: data?.idea_name ?? '',
      writeBlock: data && !data.abilities.can_write ? `需要「${WorkPermissionLabel.EditIdeas}」权限` : null,
      backTo: data ? `/workDetail/${data.project_id}/SCRIPT/conception?idea=${id}` : '/workBench',
    };
  }
  return {
    name: doc.data?.doc_name ?? '',
    writeBlock:
      doc.data && !doc.data.abilities.can_write ? `需要「${WorkPermissionLabel.WriteWork}」权限` : null,
    backTo: `/editor/edit/${id}`,
  };
}
