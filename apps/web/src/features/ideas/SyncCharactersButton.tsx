import { useCallMutation } from '@juzuo/api-client/react';
import { characterSyncToIdeaCard } from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { useToastStore } from '../../stores/toast';

/** Puts the work's characters on a character-sheet board (new sheets added, existing ones updated). */
export function SyncCharactersButton({ ideaId }: { ideaId: string }) {
  const sync = useCallMutation(characterSyncToIdeaCard);
  const [busy, setBusy] = useState(false);
  const show = useToastStore((s) => s.show);
  const run = async () => {
    setBusy(true);
    try {
      const { added, updated } = await sync({ idea_id: ideaId });
      show('success', `已同步作品角色：新增 ${added} 张，更新 ${updated} 张`);
    } catch {
      // Shown by the client's error catalogue.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={busy}
      data-testid="sync-characters"
      onClick={() => void run()}
    >
      同步作品角色
    </Button>
  );
}
