import { useApi, useCallMutation } from '@juzuo/api-client/react';
import { gameResourceAdd, ResourceTypeLabel, type TResourceType } from '@juzuo/schemas';
import { useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { toast } from '../../stores/toast';
import { ACCEPT, addResourceAsking, fileProblem, nameFromFile } from './addResource';
import { useOverwriteConfirm } from './useOverwriteConfirm';

/**
 * 上传: the file goes through the files pipeline, then becomes a resource named after it (in the
 * category shown). A name already used asks 重名资源将被覆盖 before anything is replaced.
 */
export function UploadResource({
  workId,
  type,
  categoryId,
  onUploaded,
}: {
  workId: string;
  type: TResourceType;
  categoryId: string | null;
  /** Told the resource's name once it is added or replaced (a role's portrait takes it at once). */
  onUploaded?: (name: string) => void;
}) {
  const api = useApi();
  const add = useCallMutation(gameResourceAdd);
  const { ask, dialog } = useOverwriteConfirm();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const stored = await api.files.uploadFile(file, file.name);
      const name = nameFromFile(file.name);
      const outcome = await addResourceAsking(
        add,
        {
          project_id: workId,
          name,
          resource_type: type,
          file_id: stored.file_id,
          ...(categoryId ? { category_id: categoryId } : {}),
        },
        () => ask(name),
      );
      if (outcome === 'added') toast.success(`已上传「${name}」`);
      if (outcome === 'overwritten') toast.success(`已替换「${name}」`);
      if (outcome !== 'kept') onUploaded?.(name);
    } catch {
      // The client's error catalogue already said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="sm" loading={busy} onClick={() => input.current?.click()} data-testid="resource-upload">
        上传{ResourceTypeLabel[type]}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT[type]}
        className="sr-only"
        aria-label={`上传${ResourceTypeLabel[type]}文件`}
        data-testid="resource-upload-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const problem = fileProblem(file, type);
          if (problem) return void toast.error(problem);
          void upload(file);
        }}
      />
      {dialog}
    </>
  );
}
