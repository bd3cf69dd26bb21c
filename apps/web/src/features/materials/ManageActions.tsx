import { useCallMutation } from '@juzuo/api-client/react';
import { materialDelete, materialPublish, type TMaterialDetail } from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { toast } from '../../stores/toast';
import { MaterialForm } from './MaterialForm';

/** Edit, publish/unpublish and delete, each shown only when the API presents the ability. */
export function ManageActions({ material, onDeleted }: { material: TMaterialDetail; onDeleted: () => void }) {
  const { can_edit, can_publish, can_delete } = material.abilities;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const publish = useCallMutation(materialPublish);
  const remove = useCallMutation(materialDelete);
  if (!can_edit && !can_publish && !can_delete) return null;
  const run = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast.success(done);
      return true;
    } catch {
      return false;
    }
  };
  return (
    <>
      {can_edit && (
        <Button variant="secondary" size="sm" data-testid="material-edit" onClick={() => setEditing(true)}>
          编辑
        </Button>
      )}
      {can_publish && (
        <Button
          variant="secondary"
          size="sm"
          data-testid="material-publish"
          onClick={() =>
            run(
              () => publish({ id: material.id, published: !material.published }),
              material.published ? '已下架' : '已发布',
            )
          }
        >
          {material.published ? '下架' : '发布'}
        </Button>
      )}
      {can_delete && (
        <Button variant="ghost" size="sm" data-testid="material-delete" onClick={() => setConfirming(true)}>
          删除
        </Button>
      )}
      {editing && <MaterialForm open onClose={() => setEditing(false)} material={material} scopes={[]} />}
      <ConfirmDialog
        open={confirming}
        title="删除素材"
        message={`确定删除「${material.title}」吗？删除后不可恢复。`}
        confirmLabel="删除"
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          if (await run(() => remove({ id: material.id }), '素材已删除')) onDeleted();
        }}
      />
    </>
  );
}
