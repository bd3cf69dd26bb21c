import { useCall } from '@juzuo/api-client/react';
import { projectDocList } from '@juzuo/schemas';

/**
 * The chapters of the chosen novel work, each with a checkbox; `excluded` holds the unticked ones, so
 * a fresh pick converts every chapter. `onChange` also gives the ticked ids (undefined: all of them).
 */
export function ChapterPicker(props: {
  workId: string;
  excluded: string[];
  onChange: (excluded: string[], docIds: string[] | undefined) => void;
}) {
  const docs = useCall(projectDocList, { project_id: props.workId }).data?.list;
  if (!docs) return <p className="text-xs text-slate-500">加载章节中…</p>;
  if (docs.length === 0) return <p className="text-xs text-amber-700">这部小说还没有章节</p>;
  const toggle = (id: string, on: boolean) => {
    const excluded = on ? props.excluded.filter((x) => x !== id) : [...props.excluded, id];
    const ids = docs.filter((d) => !excluded.includes(d.doc_id)).map((d) => d.doc_id);
    props.onChange(excluded, excluded.length ? ids : undefined);
  };
  return (
    <fieldset data-testid="novel-chapters" className="flex flex-wrap gap-x-4 gap-y-1 pl-[76px] text-sm">
      <legend className="sr-only">要转换的章节</legend>
      {docs.map((d) => (
        <label key={d.doc_id} className="flex items-center gap-1 text-slate-700">
          <input
            type="checkbox"
            checked={!props.excluded.includes(d.doc_id)}
            onChange={(e) => toggle(d.doc_id, e.target.checked)}
          />
          {d.doc_name}
          <span className="text-xs text-slate-400">{d.char_count}字</span>
        </label>
      ))}
    </fieldset>
  );
}
