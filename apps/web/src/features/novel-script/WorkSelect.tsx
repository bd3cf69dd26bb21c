import { useCall } from '@juzuo/api-client/react';
import { projectList, type TMediaType } from '@juzuo/schemas';

/** The form fields' look on this page. */
export const field =
  'rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-brand-500 focus:outline-none';

/** A select of the caller's works of one media type, after a first option (none or "new"). */
export function WorkSelect(props: {
  label: string;
  media: TMediaType;
  value: string;
  first: { value: string; label: string };
  onChange: (value: string) => void;
}) {
  const works =
    useCall(projectList, { page_index: 1, page_size: 1000, media_type: props.media }).data?.list ?? [];
  return (
    <select
      aria-label={props.label}
      className={field}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    >
      <option value={props.first.value}>{props.first.label}</option>
      {works.map((w) => (
        <option key={w.project_id} value={w.project_id}>
          {w.project_name}
        </option>
      ))}
    </select>
  );
}
