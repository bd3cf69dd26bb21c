import { useApi } from '@juzuo/api-client/react';
import type { TScriptExportFormat } from '@juzuo/schemas';
import { useState } from 'react';
import { toast } from '../../stores/toast';
import { safeFileName, saveBlob } from './download';
import { ExportFormatPicker } from './ExportFormatPicker';

/** 导出此卷: every document of one volume as one file in the chosen format (project/volume/export). */
export function VolumeExportDialog({
  volumeId,
  volumeName,
  onClose,
}: {
  volumeId: string;
  volumeName: string;
  onClose: () => void;
}) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const download = async (format: TScriptExportFormat) => {
    setBusy(true);
    try {
      const blob = await api.docs.exportVolume({ volume_id: volumeId, format });
      saveBlob(blob, `${safeFileName(volumeName)}.${format}`);
      onClose();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : '导出失败，请稍后重试');
      setBusy(false);
    }
  };
  return (
    <ExportFormatPicker
      title={`导出「${volumeName}」`}
      note="本卷的文档按顺序合为一个文件，每集从新的一页开始。"
      busy={busy}
      startLabel="导出并下载"
      onPick={(format) => void download(format)}
      onClose={onClose}
    />
  );
}
