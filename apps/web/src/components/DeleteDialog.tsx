import { ConfirmDialog } from './ConfirmDialog';

/** Props of DeleteDialog. */
export interface DeleteDialogProps<T> {
  /** What is about to be deleted; null keeps the dialog closed. */
  item: T | null;
  title: string;
  /** The question, naming the item. */
  message: (item: T) => string;
  /** Deletes it; a failure is shown by the client's error catalogue, so it is only swallowed here. */
  onDelete: (item: T) => Promise<unknown>;
  onClose: () => void;
}

/** 删除 confirmation of one item: closes first, then deletes (the list refreshes from the call). */
export function DeleteDialog<T>({ item, title, message, onDelete, onClose }: DeleteDialogProps<T>) {
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      message={item === null ? '' : message(item)}
      confirmLabel="删除"
      danger
      onConfirm={async () => {
        const gone = item;
        onClose();
        if (gone === null) return;
        try {
          await onDelete(gone);
        } catch {
          // The client's error catalogue shows why.
        }
      }}
      onCancel={onClose}
    />
  );
}
