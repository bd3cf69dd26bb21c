import { type TTeamPermission, ZRoleAdd } from '@juzuo/schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { api } from '../../lib/api';
import { toast } from '../../stores/toast';
import { useTeamRefresh } from './MembersPanel';
import { PermissionBoxes } from './PermissionBoxes';
import { grantBlock, type Manager } from './teamRules';

/** Creates a custom role with a name and chosen permissions. */
export function NewRoleForm({ manager, labels }: { manager: Manager; labels: Map<TTeamPermission, string> }) {
  const refresh = useTeamRefresh();
  const [name, setName] = useState('');
  const [perms, setPerms] = useState<TTeamPermission[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZRoleAdd.safeParse({ role_name: name, permissions: perms });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await api.teamRole.add(parsed.data);
      toast.success('角色已创建');
      setName('');
      setPerms([]);
    } catch {
      // The client showed why (e.g. a duplicate name).
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="新建角色"
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="flex items-start gap-3">
        <TextField
          label="新角色名称"
          hideLabel
          placeholder="新角色名称，例如：审校"
          maxLength={20}
          className="w-64"
          value={name}
          error={error}
          onChange={(e) => setName(e.target.value)}
          data-testid="new-role-name"
        />
        <Button
          type="submit"
          className="h-11"
          loading={busy}
          disabled={!name.trim()}
          data-testid="new-role-submit"
        >
          新建角色
        </Button>
      </div>
      <PermissionBoxes
        value={perms}
        labels={labels}
        onChange={setPerms}
        blockOf={(p) => grantBlock(manager, [p])}
      />
    </form>
  );
}
