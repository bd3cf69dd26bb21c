import { IMAGE_MIME_TYPES, ValidationMessage } from '@juzuo/schemas';
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { api } from '../../lib/api';
import { config } from '../../lib/config';
import { toast } from '../../stores/toast';

/** Largest avatar accepted before upload: the server's image limit from the runtime config. */
const MAX_AVATAR_MB = config.limits.maxImageMb;

/** Avatar with choose -> preview -> upload (upload_and_set_avatar). */
export function AvatarUploader({ src, name }: { src?: string | null; name?: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutate } = useSWRConfig();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(picked.type))
      return toast.error(ValidationMessage.imageType);
    if (picked.size > MAX_AVATAR_MB * 1024 * 1024) return toast.error(`头像图片不能超过${MAX_AVATAR_MB}MB`);
    setFile(picked);
  };
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      await api.account.uploadAndSetAvatar(file, file.name);
      await mutate(() => true);
      toast.success('头像已更新');
      setFile(null);
    } catch {
      // Shown by the client's toast.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex items-center gap-5">
      <Avatar src={preview ?? src} name={name} size={72} className="ring-4 ring-slate-100" />
      <div>
        <input
          ref={input}
          type="file"
          accept={IMAGE_MIME_TYPES.join(',')}
          className="sr-only"
          id="avatar-file"
          data-testid="avatar-file"
          onChange={(e) => choose(e.target.files?.[0])}
        />
        {file ? (
          <div className="flex gap-2">
            <Button size="sm" loading={busy} onClick={upload} data-testid="avatar-upload">
              保存头像
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setFile(null)} disabled={busy}>
              取消
            </Button>
          </div>
        ) : (
          <label
            htmlFor="avatar-file"
            className="inline-flex h-8 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50"
          >
            更换头像
          </label>
        )}
        <p className="mt-2 text-xs text-slate-400">
          支持 jpeg、jpg、png、webp、gif，不超过 {MAX_AVATAR_MB}MB
        </p>
      </div>
    </div>
  );
}
