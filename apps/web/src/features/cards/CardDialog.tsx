import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { CARD_FIELD_TEXT_MAX, CARD_TITLE_MAX, type TCardTemplate } from '@juzuo/schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';

/** What the dialog hands back: the card's title, template and field texts. */
export interface CardDraft {
  title: string;
  template_id: string;
  fields: Record<string, string>;
}

/** Props of the card dialog. */
export interface CardDialogProps {
  /** The card being edited; null adds a new one. */
  initial: CardDraft | null;
  templates: readonly TCardTemplate[];
  /** Template a new card starts with (the one used last). */
  defaultTemplateId: string;
  readOnly: boolean;
  onSave: (draft: CardDraft) => void;
  onClose: () => void;
}

/**
 * Adds or edits one card: its title and its template's fields. Changing the template keeps the texts
 * of fields both templates share. Readers see the card without inputs they could change.
 */
export function CardDialog({
  initial,
  templates,
  defaultTemplateId,
  readOnly,
  onSave,
  onClose,
}: CardDialogProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [templateId, setTemplateId] = useState(initial ? initial.template_id : defaultTemplateId);
  const [fields, setFields] = useState<Record<string, string>>(initial?.fields ?? {});
  const [error, setError] = useState('');
  const template = templates.find((t) => t.template_id === templateId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return onClose();
    const trimmed = title.trim();
    if (!trimmed) return setError('请输入卡片标题');
    const keys = new Set(template?.fields.map((f) => f.key) ?? []);
    const kept = Object.fromEntries(Object.entries(fields).filter(([k]) => keys.has(k)));
    onSave({ title: trimmed, template_id: templateId, fields: kept });
  };

  return (
    <Dialog open onClose={onClose} className="relative z-[60]">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center p-4">
        <DialogPanel
          as="form"
          onSubmit={submit}
          data-testid="card-dialog"
          className="flex max-h-[90vh] w-full max-w-lg flex-col rounded-2xl bg-white shadow-xl"
        >
          <DialogTitle className="border-b border-slate-100 px-6 py-4 text-base font-semibold text-slate-900">
            {readOnly ? '查看卡片' : initial ? '编辑卡片' : '新建卡片'}
          </DialogTitle>
          <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-6 py-4">
            <label className="block">
              <span className="text-sm font-medium text-slate-700">标题</span>
              <input
                data-testid="card-title-input"
                value={title}
                maxLength={CARD_TITLE_MAX}
                readOnly={readOnly}
                autoFocus={!readOnly}
                onChange={(e) => {
                  setTitle(e.target.value);
                  setError('');
                }}
                placeholder="例如：主角、第一场、开篇钩子"
                className="mt-1 block h-10 w-full rounded-lg border border-slate-300 px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/20 read-only:bg-slate-50"
              />
              {error && (
                <span role="alert" className="mt-1 block text-xs text-rose-600">
                  {error}
                </span>
              )}
            </label>
            <label className="block">
              <span className="text-sm font-medium text-slate-700">卡片模板</span>
              <select
                data-testid="card-template-select"
                value={templateId}
                disabled={readOnly}
                onChange={(e) => setTemplateId(e.target.value)}
                className="mt-1 block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/20 disabled:bg-slate-50"
              >
                <option value="">无模板（仅标题）</option>
                {templates.map((t) => (
                  <option key={t.template_id} value={t.template_id}>
                    {t.name}
                    {t.owner_type === 2 ? '' : '（我的模板）'}
                  </option>
                ))}
              </select>
            </label>
            {template?.fields.map((f) => (
              <label key={f.key} className="block">
                <span className="text-sm font-medium text-slate-700">{f.label}</span>
                <textarea
                  data-testid={`card-field-input-${f.key}`}
                  value={fields[f.key] ?? ''}
                  readOnly={readOnly}
                  maxLength={CARD_FIELD_TEXT_MAX}
                  rows={2}
                  onChange={(e) => setFields((prev) => ({ ...prev, [f.key]: e.target.value }))}
                  className="mt-1 block w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm leading-6 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/20 read-only:bg-slate-50"
                />
              </label>
            ))}
          </div>
          <div className="flex justify-end gap-3 border-t border-slate-100 px-6 py-4">
            <Button variant="secondary" onClick={onClose}>
              {readOnly ? '关闭' : '取消'}
            </Button>
            {!readOnly && (
              <Button type="submit" data-testid="card-save">
                保存
              </Button>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
