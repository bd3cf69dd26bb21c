import { useCallMutation } from '@juzuo/api-client/react';
import {
  MaterialCategory,
  MaterialCategoryLabel,
  materialAdd,
  materialUpdate,
  ScopeTypeLabel,
  type TMaterialCategory,
  type TMaterialDetail,
  type TMaterialLibraryAbilities,
  type TScopeType,
} from '@juzuo/schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { toast } from '../../stores/toast';
import { DialogFrame } from '../works/DialogFrame';

const CATS = Object.values(MaterialCategory).filter((c) => c !== MaterialCategory.ALL);

/** The libraries the caller may create in, as the list call presents them (official first). */
export function creatableScopes(abilities: TMaterialLibraryAbilities | undefined): TScopeType[] {
  if (!abilities) return [];
  return [
    ...(abilities.can_manage_official ? [2 as const] : []),
    ...(abilities.can_add_team ? [3 as const] : []),
    ...(abilities.can_add_personal ? [1 as const] : []),
  ];
}

/** Tags typed as one line: split on spaces, commas and the Chinese enumeration comma. */
export function splitTags(text: string): string[] {
  return [...new Set(text.split(/[\s,，、]+/).filter(Boolean))];
}

/** Create (no `material`) or edit a material; the API validates and answers in Chinese on bad input. */
export function MaterialForm({
  open,
  onClose,
  material,
  scopes,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  material?: TMaterialDetail;
  scopes: TScopeType[];
  onSaved?: (id: string) => void;
}) {
  const [title, setTitle] = useState(material?.title ?? '');
  const [content, setContent] = useState(material?.content ?? '');
  const [cat1, setCat1] = useState<TMaterialCategory>(material?.cat1 ?? MaterialCategory.GANHUO);
  const [cat2, setCat2] = useState(material?.cat2 ?? '');
  const [tags, setTags] = useState(material?.tags.join(' ') ?? '');
  const [scope, setScope] = useState<TScopeType>(material?.scope ?? scopes[0] ?? 1);
  const [busy, setBusy] = useState(false);
  const add = useCallMutation(materialAdd);
  const update = useCallMutation(materialUpdate);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const fields = { title, content, cat1, cat2, tags: splitTags(tags) };
      const saved = material ? await update({ id: material.id, ...fields }) : await add({ ...fields, scope });
      toast.success(material ? '素材已保存' : '素材已创建');
      onSaved?.(saved.id);
      onClose();
    } catch {
      // The client showed the server's message; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={material ? '编辑素材' : '新建素材'}
      width="max-w-2xl"
      testId="material-form"
    >
      <form id="material-form" onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          label="标题"
          value={title}
          maxLength={100}
          onChange={(e) => setTitle(e.target.value)}
          data-testid="material-form-title"
        />
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
          内容
          <textarea
            value={content}
            onChange={(e) => setContent(e.target.value)}
            rows={8}
            maxLength={20000}
            data-testid="material-form-content"
            className="rounded-lg border border-slate-300 p-3 text-sm font-normal text-slate-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
        </label>
        <div className="grid grid-cols-2 gap-3">
          <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
            分类
            <select
              value={cat1}
              onChange={(e) => setCat1(e.target.value as TMaterialCategory)}
              data-testid="material-form-cat1"
              className="h-11 rounded-lg border border-slate-300 px-2 font-normal"
            >
              {CATS.map((c) => (
                <option key={c} value={c}>
                  {MaterialCategoryLabel[c]}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label="二级分类"
            value={cat2}
            maxLength={32}
            placeholder="如：反转、开篇"
            onChange={(e) => setCat2(e.target.value)}
          />
        </div>
        <TextField
          label="标签（空格分隔）"
          value={tags}
          placeholder="如：霸总 逆袭"
          onChange={(e) => setTags(e.target.value)}
        />
        {!material && (
          <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
            素材库
            <select
              value={scope}
              onChange={(e) => setScope(Number(e.target.value) as TScopeType)}
              data-testid="material-form-scope"
              className="h-11 rounded-lg border border-slate-300 px-2 font-normal"
            >
              {scopes.map((s) => (
                <option key={s} value={s}>
                  {ScopeTypeLabel[s]}
                </option>
              ))}
            </select>
          </label>
        )}
      </form>
      <div className="mt-4 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          取消
        </Button>
        <Button type="submit" form="material-form" loading={busy} data-testid="material-form-submit">
          保存
        </Button>
      </div>
    </DialogFrame>
  );
}
