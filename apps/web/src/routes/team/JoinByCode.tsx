import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { parseInviteCode } from './inviteCode';
import { useJoinTeam } from './useJoinTeam';

/** "Join an existing team" card: accepts an invitation code or a pasted invitation link. */
export function JoinByCode({ onJoined }: { onJoined: (teamId: string) => void }) {
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { join, joining } = useJoinTeam();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const code = parseInviteCode(input);
    if (!code) {
      setError('请输入邀请码或邀请链接');
      return;
    }
    setError(undefined);
    const teamId = await join(code);
    if (teamId) onJoined(teamId);
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="加入已有团队"
      className="mt-6 rounded-2xl bg-white p-6 ring-1 ring-slate-200"
    >
      <h2 className="mb-1 font-semibold text-slate-900">加入已有团队</h2>
      <p className="mb-4 text-sm text-slate-500">向团队管理员索取邀请码或邀请链接，粘贴到下方即可加入。</p>
      <div className="flex items-start gap-3">
        <TextField
          label="邀请码"
          hideLabel
          className="flex-1"
          placeholder="请输入邀请码或粘贴邀请链接"
          maxLength={500}
          value={input}
          error={error}
          onChange={(e) => setInput(e.target.value)}
          data-testid="invite-code-input"
        />
        <Button
          type="submit"
          variant="secondary"
          className="h-11"
          loading={joining}
          disabled={!input.trim()}
          data-testid="join-team"
        >
          加入团队
        </Button>
      </div>
    </form>
  );
}
