import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useCall } from '@juzuo/api-client/react';
import { gameResourceList, ResourceTypeLabel, type TResourceType } from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { ResourcePreview } from './ResourcePreview';

/** Props of ResourcePicker. */
export interface ResourcePickerProps {
  workId: string;
  type: TResourceType;
  label: string;
  /** The chosen resource id, '' for none. */
  value: string;
  onChange: (resourceId: string | undefined) => void;
  readOnly: boolean;
}

/**
 * A node's resource, picked from the work's media library: the chosen one's preview, 选择 opens the
 * library of that type as a grid, 移除 clears it. A chosen resource that was deleted says so.
 */
export function ResourcePicker({ workId, type, label, value, onChange, readOnly }: ResourcePickerProps) {
  const resources = useCall(gameResourceList, { project_id: workId, resource_type: type });
  const list = resources.data?.list ?? [];
  const chosen = list.find((r) => r.resource_id === value);
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="resource-picker" data-type={type}>
      <div className="mb-1 flex items-center justify-between text-xs font-medium text-slate-500">
        <span>{label}</span>
        {!readOnly && (
          <span className="flex gap-2">
            <button
              type="button"
              className="text-brand-600 hover:underline"
              onClick={() => setOpen(true)}
              data-testid="resource-pick"
            >
              {value ? '更换' : '从素材库选择'}
            </button>
            {value && (
              <button
                type="button"
                className="text-slate-400 hover:text-rose-600"
                onClick={() => onChange(undefined)}
              >
                移除
              </button>
            )}
          </span>
        )}
      </div>
      {chosen ? (
        <div
          data-testid="resource-chosen"
          data-name={chosen.name}
          className="overflow-hidden rounded-lg ring-1 ring-slate-200"
        >
          <ResourcePreview resource={chosen} compact />
          <p className="truncate px-2 py-1 text-xs text-slate-600">{chosen.name}</p>
        </div>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 px-2 py-3 text-center text-xs text-slate-400">
          {value && resources.data ? '所选素材已删除，请重新选择' : `未使用${ResourceTypeLabel[type]}`}
        </p>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-[70]">
        <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
        <div className="fixed inset-0 grid place-items-center p-4">
          <DialogPanel className="flex max-h-[80vh] w-full max-w-2xl flex-col rounded-2xl bg-white shadow-xl">
            <DialogTitle className="border-b border-slate-100 px-5 py-3 text-base font-semibold text-slate-900">
              选择{ResourceTypeLabel[type]}
            </DialogTitle>
            <div className="min-h-0 flex-1 overflow-y-auto p-4">
              {list.length === 0 ? (
                <p className="py-10 text-center text-sm text-slate-500" data-testid="picker-empty">
                  素材库还没有{ResourceTypeLabel[type]}，请先到
                  <a
                    href={`/workDetail/${workId}/GAME/gameMediaLibrary`}
                    target="_blank"
                    rel="noreferrer"
                    className="mx-1 text-brand-600 hover:underline"
                  >
                    素材库
                  </a>
                  上传。
                </p>
              ) : (
                <ul className="grid grid-cols-3 gap-3">
                  {list.map((r) => (
                    <li key={r.resource_id}>
                      <button
                        type="button"
                        data-testid="picker-item"
                        data-name={r.name}
                        aria-pressed={r.resource_id === value}
                        onClick={() => {
                          onChange(r.resource_id);
                          setOpen(false);
                        }}
                        className={`block w-full overflow-hidden rounded-lg text-left ring-2 ${
                          r.resource_id === value ? 'ring-brand-500' : 'ring-slate-200 hover:ring-slate-400'
                        }`}
                      >
                        {r.resource_type === 'IMAGE' ? (
                          <ResourcePreview resource={r} compact />
                        ) : (
                          <span className="grid h-20 place-items-center bg-slate-50 text-2xl text-slate-400">
                            {r.resource_type === 'VIDEO' ? '▶' : '♪'}
                          </span>
                        )}
                        <span className="block truncate px-2 py-1 text-xs text-slate-700">{r.name}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="flex justify-end border-t border-slate-100 px-5 py-3">
              <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
                关闭
              </Button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </div>
  );
}
