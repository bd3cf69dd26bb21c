import { useCall, useCallMutation } from '@juzuo/api-client/react';
import {
  CharacterStatus,
  characterAdd,
  characterDelete,
  characterList,
  characterUpdate,
  characterUpdateStatus,
  type TCharacter,
} from '@juzuo/schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Spinner } from '../../components/Spinner';

/** Aliases as typed: separated by 、，, or spaces. */
const splitAliases = (text: string): string[] =>
  text
    .split(/[、，,\s]+/)
    .map((a) => a.trim())
    .filter(Boolean);

const inputClass =
  'h-8 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm focus:border-brand-500 focus:outline-none';

/**
 * The work's characters: name and aliases (one person under all of them, 小明 / 明哥 / 陈总), who is
 * set aside; add, edit, set aside and delete with EditIdeas. The API answers whether we may.
 */
export function CharacterList({ workId }: { workId: string }) {
  const list = useCall(characterList, { project_id: workId });
  const canWrite = list.data?.abilities.can_write ?? false;
  const [deleting, setDeleting] = useState<TCharacter | null>(null);
  const remove = useCallMutation(characterDelete);

  if (!list.data) {
    return (
      <div className="grid place-items-center py-8">
        <Spinner />
      </div>
    );
  }
  return (
    <section
      aria-label="角色"
      data-testid="character-list"
      className="rounded-xl border border-slate-200 bg-white"
    >
      <header className="flex items-center gap-2 border-b border-slate-100 px-4 py-3">
        <h3 className="text-sm font-semibold text-slate-900">角色</h3>
        <span className="text-xs text-slate-400">{list.data.total} 个 · 名字与别名视为同一人</span>
      </header>
      {canWrite && <AddCharacter workId={workId} />}
      {list.data.list.length === 0 ? (
        <p className="px-4 py-6 text-center text-xs text-slate-400">
          还没有角色。统计会先列出剧本里说过台词的人物。
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.data.list.map((c) => (
            <CharacterRow
              key={c.character_id}
              character={c}
              canWrite={canWrite}
              onDelete={() => setDeleting(c)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="删除角色"
        message={`确定删除角色「${deleting?.name ?? ''}」吗？剧本中的内容不受影响。`}
        confirmLabel="删除"
        danger
        onConfirm={() => {
          const id = deleting?.character_id;
          setDeleting(null);
          if (id) remove({ character_id: id }).catch(() => undefined);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function AddCharacter({ workId }: { workId: string }) {
  const add = useCallMutation(characterAdd);
  const [name, setName] = useState('');
  const [aliases, setAliases] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    try {
      await add({ project_id: workId, name: name.trim(), aliases: splitAliases(aliases) });
      setName('');
      setAliases('');
    } catch {
      // Shown by the client's error catalogue (15000 names the clash).
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap gap-2 border-b border-slate-100 px-4 py-3">
      <input
        aria-label="角色名"
        data-testid="character-name"
        placeholder="角色名"
        value={name}
        maxLength={20}
        onChange={(e) => setName(e.target.value)}
        className={`${inputClass} w-32`}
      />
      <input
        aria-label="别名"
        data-testid="character-aliases"
        placeholder="别名，用顿号分隔"
        value={aliases}
        onChange={(e) => setAliases(e.target.value)}
        className={`${inputClass} flex-1`}
      />
      <Button type="submit" size="sm" loading={busy} data-testid="character-add">
        添加角色
      </Button>
    </form>
  );
}

function CharacterRow({
  character,
  canWrite,
  onDelete,
}: {
  character: TCharacter;
  canWrite: boolean;
  onDelete: () => void;
}) {
  const update = useCallMutation(characterUpdate);
  const setStatus = useCallMutation(characterUpdateStatus);
  const [editing, setEditing] = useState<{ name: string; aliases: string } | null>(null);
  const enabled = character.status === CharacterStatus.ENABLED;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing?.name.trim()) return;
    try {
      await update({
        character_id: character.character_id,
        name: editing.name.trim(),
        aliases: splitAliases(editing.aliases),
      });
      setEditing(null);
    } catch {
      // Shown by the client's error catalogue.
    }
  };
  if (editing) {
    return (
      <li className="px-4 py-2">
        <form onSubmit={save} className="flex flex-wrap gap-2">
          <input
            aria-label="角色名"
            value={editing.name}
            maxLength={20}
            onChange={(e) => setEditing({ ...editing, name: e.target.value })}
            className={`${inputClass} w-32`}
          />
          <input
            aria-label="别名"
            value={editing.aliases}
            onChange={(e) => setEditing({ ...editing, aliases: e.target.value })}
            className={`${inputClass} flex-1`}
          />
          <Button type="submit" size="sm">
            保存
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
            取消
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li data-testid="character-row" className="flex items-center gap-3 px-4 py-2 text-sm">
      <span className={`font-medium ${enabled ? 'text-slate-900' : 'text-slate-400 line-through'}`}>
        {character.name}
      </span>
      <span className="min-w-0 flex-1 truncate text-xs text-slate-500">
        {character.aliases.length > 0 ? `别名：${character.aliases.join('、')}` : ''}
      </span>
      {canWrite && (
        <>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setEditing({ name: character.name, aliases: character.aliases.join('、') })}
          >
            编辑
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              setStatus({
                character_id: character.character_id,
                status: enabled ? CharacterStatus.DISABLED : CharacterStatus.ENABLED,
              }).catch(() => undefined)
            }
          >
            {enabled ? '停用' : '启用'}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDelete}>
            删除
          </Button>
        </>
      )}
    </li>
  );
}
