import { ResourceOverwriteConfirm } from '@juzuo/schemas';
import { useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/**
 * The 15000 dialog (重名资源将被覆盖, 继续 / 取消) as a promise: `ask(name)` opens it and resolves
 * true on 继续, false on 取消 (or Esc, or a click outside).
 */
export function useOverwriteConfirm() {
  const [name, setName] = useState<string | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);
  const ask = useCallback(
    (resourceName: string) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setName(resourceName);
      }),
    [],
  );
  const close = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setName(null);
  };
  const dialog = (
    <ConfirmDialog
      open={name !== null}
      title={ResourceOverwriteConfirm.title}
      message={`已有名为「${name ?? ''}」的资源。继续将用新文件替换它，使用它的节点会显示新文件；取消则两边都不改动。`}
      confirmLabel={ResourceOverwriteConfirm.confirmText}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    />
  );
  return { ask, dialog };
}
