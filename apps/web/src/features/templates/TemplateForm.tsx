import { useCallMutation } from '@juzuo/api-client/react';
import {
  TemplateDocType,
  TemplateDocTypeLabel,
  TemplateWorkTypeLabel,
  type TTemplateDetail,
  type TTemplateDocType,
  type TTemplateWorkType,
  templateAdd,
  templateUpdate,
} from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { toast } from '../../stores/toast';
import { DialogFrame } from '../works/DialogFrame';
import { linesToHtml, linesToText, textToLines } from './templateText';

const DOC_TYPES = Object.values(TemplateDocType);
const WORK_TYPES = Object.keys(TemplateWorkTypeLabel) as TTemplateWorkType[];
const SELECT = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800';

/**
 * Creates a template of the caller's own, or edits one (`template` given). The content is typed line
 * by line; in a script template the script conventions give each line its block (see templateText).
 */
export function TemplateForm({
  template,
  onClose,
  onSaved,
}: {
  template?: TTemplateDetail;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const [name, setName] = useState(template?.template_name ?? '');
  const [description, setDescription] = useState(template?.description ?? '');
  const [docType, setDocType] = useState<TTemplateDocType>(
    template?.doc_type ?? TemplateDocType.STORY_OUTLINE,
  );
  const [workType, setWorkType] = useState<TTemplateWorkType>(template?.work_type ?? 'ALL');
  const [text, setText] = useState(template ? linesToText(template.lines) : '');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const add = useCallMutation(templateAdd);
  const update = useCallMutation(templateUpdate);

  const save = async () => {
    if (!name.trim()) return setError('请输入模板名称');
    if (!text.trim()) return setError('请输入模板内容');
    setError('');
    setSaving(true);
    const fields = {
      template_name: name.trim(),
      description: description.trim(),
      doc_type: docType,
      work_type: workType,
      content: linesToHtml(textToLines(text, docType)),
    };
    try {
      const { template_id } = template
        ? await update({ template_id: template.template_id, ...fields })
        : await add(fields);
      toast.success(template ? '模板已保存' : '模板已创建');
      onSaved(template_id);
    } catch {
      // The client already showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogFrame
      open
      title={template ? '编辑模板' : '新建模板'}
      onClose={onClose}
      width="max-w-2xl"
      testId="template-form"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            取消
          </Button>
          <Button onClick={save} loading={saving} data-testid="template-save">
            保存
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <TextField
          label="模板名称"
          value={name}
          maxLength={50}
          onChange={(e) => setName(e.target.value)}
          placeholder="如：古装短剧分集大纲"
        />
        <TextField
          label="简介"
          value={description}
          maxLength={200}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="一句话说明这个模板适合写什么"
        />
        <div className="grid grid-cols-2 gap-3">
          <label className="block text-sm text-slate-700">
            <span className="mb-1 block font-medium">文档类型</span>
            <select
              className={SELECT}
              value={docType}
              onChange={(e) => setDocType(Number(e.target.value) as TTemplateDocType)}
              data-testid="template-form-doc-type"
            >
              {DOC_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TemplateDocTypeLabel[t]}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm text-slate-700">
            <span className="mb-1 block font-medium">适用作品</span>
            <select
              className={SELECT}
              value={workType}
              onChange={(e) => setWorkType(e.target.value as TTemplateWorkType)}
            >
              {WORK_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TemplateWorkTypeLabel[t]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <label className="block text-sm text-slate-700">
          <span className="mb-1 block font-medium">模板内容</span>
          <textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={14}
            data-testid="template-form-content"
            className="w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm leading-6 text-slate-800"
            placeholder={
              docType === TemplateDocType.SCRIPT
                ? '日 内 客厅\n人物：林秋、掌柜\n△林秋推门而入。\n林秋：（压低声音）别出声。\n切至：'
                : '每行一项，如：\n姓名：\n年龄：\n想要什么：'
            }
          />
          {docType === TemplateDocType.SCRIPT && (
            <span className="mt-1 block text-xs text-slate-400">
              剧本模板按剧本格式识别每一行：场景（日 内 地点）、人物：、△动作、角色：台词、切至：/黑场。
            </span>
          )}
        </label>
        {error && (
          <p role="alert" className="text-sm text-rose-600">
            {error}
          </p>
        )}
      </div>
    </DialogFrame>
  );
}
