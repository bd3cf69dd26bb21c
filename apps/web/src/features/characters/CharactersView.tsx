import { CharacterList } from './CharacterList';
import { CharacterStatistics } from './CharacterStatistics';

/** The conception page's characters view: the work's characters and their statistics. */
export function CharactersView({ workId }: { workId: string }) {
  return (
    <div data-testid="characters-view" className="min-h-0 flex-1 space-y-4 overflow-y-auto bg-slate-50 p-6">
      <CharacterList workId={workId} />
      <CharacterStatistics workId={workId} />
    </div>
  );
}
