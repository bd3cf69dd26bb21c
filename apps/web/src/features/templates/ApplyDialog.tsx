import { useCall, useCallMutation } from '@juzuo/api-client/react';
import {
  projectList,
  TemplateDocType,
  type TTemplateApplyTarget,
  type TTemplateItem,
  type TWorkListItem,
  templateApply,
} from '@juzuo/schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { toast } from '../../stores/toast';
import { DialogFrame } from '../works/DialogFrame';

const SELECT = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800';

/** Where a document made from a template opens: the script editor, or the work's conception page. */
export const appliedPath = (
  work: Pick<TWorkListItem, 'project_id' | 'project_type'>,
  target: TTemplateApplyTarget,
  id: string,
) =>
  target === 'doc'
    ? `/editor/edit/${id}`
    : `/workDetail/${work.project_id}/${work.project_type}/conception?idea=${encodeURIComponent(id)}`;

/** Choose a work, then where (a new idea or script document) and its name; the new document opens. */
export function ApplyDialog({ template, onClose }: { template: TTemplateItem; onClose: () => void }) {
  const works = useCall(projectList, { page_index: 1, page_size: 1000 }).data?.list;
  const usable = works?.filter((w) => w.abilities.can_write || w.abilities.can_edit_ideas) ?? [];
  const [workId, setWorkId] = useState('');
  const work = usable.find((w) => w.project_id === workId) ?? usable[0];
  const preferred: TTemplateApplyTarget = template.doc_type === TemplateDocType.SCRIPT ? 'doc' : 'idea';
  const [chosen, setChosen] = useState<TTemplateApplyTarget | null>(null);
  const allowed = (t: TTemplateApplyTarget) =>
    !!work && (t === 'doc' ? work.abilities.can_write : work.abilities.can_edit_ideas);
  const target =
    chosen && allowed(chosen)
      ? chosen
      : allowed(preferred)
        ? preferred
        : preferred === 'doc'
          ? 'idea'
          : 'doc';
  const [name, setName] = useState(template.template_name);
  const [busy, setBusy] = useState(false);
  const apply = useCallMutation(templateApply);
  const navigate = useNavigate();

  const submit = async () => {
    if (!work || !allowed(target)) return;
    setBusy(true);
    try {
      const done = await apply({
        template_id: template.template_id,
        project_id: work.project_id,
        target,
        name: name.trim() || undefined,
      });
      toast.success(`已在「${work.project_name}」中创建「${done.name}」`);
      navigate(appliedPath(work, target, done.id));
    } catch {
      setBusy(false);
    }
  };

  const option = (t: TTemplateApplyTarget, label: string, hint: string) => (
    <label
      className={`flex cursor-pointer items-start gap-2 rounded-lg border p-3 text-sm ${target === t ? 'border-brand-500 bg-brand-50' : 'border-slate-200'} ${allowed(t) ? '' : 'cursor-not-allowed opacity-50'}`}
    >
      <input
        type="radio"
        name="apply-target"
        value={t}
        checked={target === t}
        disabled={!allowed(t)}
        onChange={() => setChosen(t)}
        className="mt-1"
      />
      <span>
        <span className="block font-medium text-slate-800">{label}</span>
        <span className="block text-xs text-slate-500">
          {allowed(t) || !work ? hint : '你在这个作品中没有相应的权限'}
        </span>
      </span>
    </label>
  );

  return (
    <DialogFrame
      open
      title={`套用模板「${template.template_name}」`}
      onClose={onClose}
      testId="template-apply"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            取消
          </Button>
          <Button
            onClick={submit}
            loading={busy}
            disabled={!work || !allowed(target)}
            data-testid="template-apply-submit"
          >
            创建并打开
          </Button>
        </>
      }
    >
      {works && usable.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">
          还没有可以写入的作品。请先在「作品管理」中创建作品，或请作者为你开通写作权限。
        </p>
      ) : (
        <div className="space-y-4">
          <label className="block text-sm text-slate-700">
            <span className="mb-1 block font-medium">选择作品</span>
            <select
              className={SELECT}
              value={work?.project_id ?? ''}
              onChange={(e) => setWorkId(e.target.value)}
              data-testid="template-apply-work"
            >
              {usable.map((w) => (
                <option key={w.project_id} value={w.project_id}>
                  {w.project_name}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">创建到</legend>
            {option('doc', '剧本文档', '在作品的正文目录末尾新建一集（章），进入剧本编辑器')}
            {option('idea', '构思文档', '在作品的构思中新建一篇文档，适合人物设定和大纲')}
          </fieldset>
          <TextField label="文档名称" value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
        </div>
      )}
    </DialogFrame>
  );
}
