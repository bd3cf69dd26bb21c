import { ScriptExportFormat, ScriptExportFormatLabel, type TScriptExportFormat } from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { DialogFrame } from '../works/DialogFrame';

/**
 * The dialog where a writer picks the script format of an export (Word, PDF, Fountain, FDX, text):
 * shared by the whole-work export job and the volume download.
 */
export function ExportFormatPicker({
  title,
  note,
  busy = false,
  startLabel = '开始导出',
  onPick,
  onClose,
}: {
  title: string;
  note: string;
  busy?: boolean;
  startLabel?: string;
  onPick: (format: TScriptExportFormat) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<TScriptExportFormat>(ScriptExportFormat.DOCX);
  return (
    <DialogFrame
      open
      title={title}
      onClose={onClose}
      testId="export-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            取消
          </Button>
          <Button onClick={() => onPick(chosen)} disabled={busy} data-testid="export-start">
            {busy ? '正在导出…' : startLabel}
          </Button>
        </>
      }
    >
      <fieldset className="space-y-2" aria-label="导出格式">
        <p className="text-sm text-slate-600">{note}</p>
        {Object.values(ScriptExportFormat).map((f) => (
          <label key={f} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name="export-format"
              value={f}
              checked={chosen === f}
              onChange={() => setChosen(f)}
              data-testid={`export-format-${f}`}
            />
            {ScriptExportFormatLabel[f]}
          </label>
        ))}
      </fieldset>
    </DialogFrame>
  );
}
