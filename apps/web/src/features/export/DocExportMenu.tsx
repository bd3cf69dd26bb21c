import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useApi } from '@juzuo/api-client/react';
import { ScriptExportFormat, ScriptExportFormatLabel, type TScriptExportFormat } from '@juzuo/schemas';
import { useState } from 'react';
import { toast } from '../../stores/toast';
import { safeFileName, saveBlob } from './download';

/** 导出 menu of one document: the file in the chosen format downloads at once (project/doc/export). */
export function DocExportMenu({ docId, fileName }: { docId: string; fileName: string }) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const download = async (format: TScriptExportFormat) => {
    setBusy(true);
    try {
      const blob = await api.docs.exportDoc({ doc_id: docId, format });
      saveBlob(blob, `${safeFileName(fileName)}.${format}`);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : '导出失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu as="div" className="relative">
      <MenuButton
        data-testid="doc-export-menu"
        disabled={busy}
        className="rounded px-2 py-0.5 text-xs text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
      >
        {busy ? '正在导出…' : '导出'}
      </MenuButton>
      <MenuItems
        anchor="top end"
        className="z-50 w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
      >
        {Object.values(ScriptExportFormat).map((format) => (
          <MenuItem key={format}>
            <button
              type="button"
              data-testid={`doc-export-${format}`}
              onClick={() => void download(format)}
              className="flex h-8 w-full items-center rounded-lg px-3 text-left text-sm text-slate-700 data-[focus]:bg-slate-100"
            >
              {ScriptExportFormatLabel[format]}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
