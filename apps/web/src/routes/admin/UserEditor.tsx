import { useAdminUser, useSetApproval, useSetSpecialTags } from '@juzuo/api-client/react';
import {
  AdminMessage,
  AiChatLevelLabel,
  SPECIAL_TAG_KEYS,
  SpecialTagLabel,
  SpecialTagValues,
  type TAdminUser,
  type TSpecialTagKey,
  type TSpecialTags,
} from '@juzuo/schemas';
import { useState } from 'react';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Guarded } from '../../components/Guarded';
import { Spinner } from '../../components/Spinner';
import { useBusySubmit } from '../../lib/useBusySubmit';
import { toast } from '../../stores/toast';

/** Tags shown as a checkbox (0/1); ai_chat has levels and gets a choice. */
const FLAG_TAGS = SPECIAL_TAG_KEYS.filter((k) => k !== 'ai_chat');

/** The keys whose value differs between two tag sets. */
const changedTags = (from: TSpecialTags, to: TSpecialTags): Partial<TSpecialTags> =>
  Object.fromEntries(SPECIAL_TAG_KEYS.filter((k) => from[k] !== to[k]).map((k) => [k, to[k]]));

/** One user's special tags (checkboxes with Chinese labels) and approval, for an operator. */
export function UserEditor({ userId, internalOnly }: { userId: string; internalOnly: boolean }) {
  const { data: user } = useAdminUser(userId);
  if (!user) {
    return (
      <div className="flex justify-center py-12">
        <Spinner />
      </div>
    );
  }
  return (
    <div data-testid="admin-user-editor" className="space-y-6">
      <header className="flex items-center gap-3">
        <Avatar src={user.avatar} name={user.name} size={40} />
        <div>
          <p className="font-medium text-slate-900">{user.name}</p>
          <p className="text-xs text-slate-400">{user.phone || '未绑定手机号'}</p>
        </div>
      </header>
      <TagsForm user={user} />
      <Approval user={user} internalOnly={internalOnly} />
    </div>
  );
}

/** Checkboxes for the 0/1 tags and a choice of chat level; 保存 sends only what changed. */
function TagsForm({ user }: { user: TAdminUser }) {
  const [tags, setTags] = useState<TSpecialTags>(user.special_tags);
  const setSpecialTags = useSetSpecialTags();
  const { busy, run } = useBusySubmit();
  const changes = changedTags(user.special_tags, tags);
  const dirty = Object.keys(changes).length > 0;
  const set = (key: TSpecialTagKey, value: number) => setTags((t) => ({ ...t, [key]: value }));

  const save = () =>
    run(async () => {
      const saved = await setSpecialTags({ user_id: user.user_id, special_tags: changes });
      setTags(saved.special_tags);
      toast.success('特殊标签已保存');
    });

  return (
    <section>
      <h2 className="mb-3 text-sm font-semibold text-slate-800">功能权限（特殊标签）</h2>
      <label className="mb-3 flex items-center justify-between gap-3 text-sm text-slate-700">
        {SpecialTagLabel.ai_chat}
        <select
          data-testid="admin-tag-ai_chat"
          value={tags.ai_chat}
          onChange={(e) => set('ai_chat', Number(e.target.value))}
          className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm"
        >
          {SpecialTagValues.ai_chat.map((v) => (
            <option key={v} value={v}>
              {AiChatLevelLabel[v] ?? v}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="grid grid-cols-2 gap-x-4 gap-y-2">
        <legend className="sr-only">特殊标签</legend>
        {FLAG_TAGS.map((key) => (
          <label key={key} className="inline-flex items-center gap-1.5 text-sm text-slate-700">
            <input
              type="checkbox"
              data-testid={`admin-tag-${key}`}
              className="size-4 accent-brand-600"
              checked={tags[key] === 1}
              onChange={(e) => set(key, e.target.checked ? 1 : 0)}
            />
            {SpecialTagLabel[key]}
          </label>
        ))}
      </fieldset>
      <div className="mt-4 flex gap-2">
        <Button size="sm" disabled={!dirty} loading={busy} onClick={save} data-testid="admin-tags-save">
          保存
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={!dirty || busy}
          onClick={() => setTags(user.special_tags)}
        >
          还原
        </Button>
      </div>
    </section>
  );
}

/** Approval status with 审核通过 / 撤销审核 (internal-only mode decides whether it matters). */
function Approval({ user, internalOnly }: { user: TAdminUser; internalOnly: boolean }) {
  const setApproval = useSetApproval();
  const { busy, run } = useBusySubmit();
  const change = (approved: 0 | 1) =>
    run(async () => {
      await setApproval({ user_id: user.user_id, approved });
      toast.success(approved ? '已审核通过' : '已撤销审核');
    });
  return (
    <section>
      <h2 className="mb-2 text-sm font-semibold text-slate-800">账号审核</h2>
      <p className="text-sm text-slate-600">
        状态：
        <span
          data-testid="admin-approval-state"
          className={user.approved ? 'text-emerald-600' : 'text-amber-600'}
        >
          {user.approved ? '已通过' : '待审核'}
        </span>
        {user.approved_by_config === 1 && <span className="ml-1 text-xs text-slate-400">（由配置批准）</span>}
      </p>
      {!internalOnly && (
        <p className="mt-1 text-xs text-slate-400">当前未开启仅限内部账号模式，审核状态暂不影响登录。</p>
      )}
      <div className="mt-3 flex gap-2">
        {user.approved ? (
          <Guarded reason={user.approved_by_config ? AdminMessage.revokeByConfig : null}>
            {({ disabled, describedBy }) => (
              <Button
                variant="secondary"
                size="sm"
                className="text-rose-600"
                disabled={disabled}
                loading={busy}
                aria-describedby={describedBy}
                onClick={() => change(0)}
                data-testid="admin-revoke"
              >
                撤销审核
              </Button>
            )}
          </Guarded>
        ) : (
          <Button size="sm" loading={busy} onClick={() => change(1)} data-testid="admin-approve">
            审核通过
          </Button>
        )}
      </div>
    </section>
  );
}
