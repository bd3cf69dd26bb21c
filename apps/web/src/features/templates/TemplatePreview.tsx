import { useApi, useCall, useCallMutation, useInvalidate } from '@juzuo/api-client/react';
import {
  type TTemplateDetail,
  type TTemplateLibraryAbilities,
  templateDelete,
  templateGet,
  templateList,
  templatePublish,
  templateWithdraw,
} from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Spinner } from '../../components/Spinner';
import { toast } from '../../stores/toast';
import { DialogFrame } from '../works/DialogFrame';
import { TemplateBadges } from './TemplateBadges';
import { TemplateLines } from './TemplateLines';

/** A template in full with what the caller may do with it (each action only when presented). */
export function TemplatePreview({
  templateId,
  library,
  onClose,
  onApply,
  onEdit,
}: {
  templateId: string;
  library: TTemplateLibraryAbilities | undefined;
  onClose: () => void;
  onApply: (t: TTemplateDetail) => void;
  onEdit: (t: TTemplateDetail) => void;
}) {
  const { data: t } = useCall(templateGet, { template_id: templateId });
  const publish = useCallMutation(templatePublish);
  const withdraw = useCallMutation(templateWithdraw);
  const api = useApi();
  const invalidate = useInvalidate();
  const [confirming, setConfirming] = useState(false);
  const run = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast.success(done);
    } catch {
      // The client already showed the server's message.
    }
  };

  const footer = t && (
    <>
      {t.abilities.can_delete && (
        <Button variant="ghost" className="mr-auto text-rose-600!" onClick={() => setConfirming(true)}>
          删除
        </Button>
      )}
      {t.abilities.can_edit && (
        <Button variant="secondary" onClick={() => onEdit(t)} data-testid="template-edit">
          编辑
        </Button>
      )}
      {t.abilities.can_publish && library?.can_publish_team && (
        <Button
          variant="secondary"
          data-testid="template-publish-team"
          onClick={() => run(() => publish({ template_id: t.template_id, scope: 'team' }), '已发布到团队')}
        >
          发布到团队
        </Button>
      )}
      {t.abilities.can_publish && library?.can_publish_official && (
        <Button
          variant="secondary"
          onClick={() =>
            run(() => publish({ template_id: t.template_id, scope: 'official' }), '已发布为官方模板')
          }
        >
          发布为官方模板
        </Button>
      )}
      {t.abilities.can_withdraw && (
        <Button
          variant="secondary"
          data-testid="template-withdraw"
          onClick={() => run(() => withdraw({ template_id: t.template_id }), '已撤回发布')}
        >
          撤回发布
        </Button>
      )}
      {t.abilities.can_apply && (
        <Button onClick={() => onApply(t)} data-testid="template-preview-apply">
          套用到作品
        </Button>
      )}
    </>
  );

  return (
    <DialogFrame
      open
      title={t?.template_name ?? '模板预览'}
      onClose={onClose}
      width="max-w-3xl"
      testId="template-preview"
      footer={footer}
    >
      {!t ? (
        <div className="grid h-40 place-items-center">
          <Spinner />
        </div>
      ) : (
        <div className="space-y-3">
          <TemplateBadges template={t} />
          {t.description && <p className="text-sm text-slate-500">{t.description}</p>}
          <p className="text-xs text-slate-400">作者：{t.author_name}</p>
          <div className="rounded-xl border border-slate-100 bg-slate-50 px-5 py-4">
            <TemplateLines lines={t.lines} />
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="删除模板"
        message={`删除后「${t?.template_name ?? ''}」将无法恢复，已用它创建的文档不受影响。`}
        confirmLabel="删除"
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          if (!t) return;
          try {
            await api.call(templateDelete, { template_id: t.template_id });
            toast.success('模板已删除');
            // Close first: re-reading the deleted template would only answer 模板不存在.
            onClose();
            await invalidate({ invalidates: [templateList.path] });
          } catch {
            // The client already showed the server's message.
          }
        }}
      />
    </DialogFrame>
  );
}
