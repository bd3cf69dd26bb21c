import { zodResolver } from '@hookform/resolvers/zod';
import { Sex, SexLabel, type TUser, ZUpdateUser } from '@juzuo/schemas';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { api } from '../../lib/api';
import { toast } from '../../stores/toast';

interface ProfileValues {
  name: string;
  sex: number;
}

const SEX_OPTIONS = [Sex.MALE, Sex.FEMALE, Sex.UNKNOWN];

/** Name and sex (update_user). */
export function ProfileForm({ user }: { user: TUser }) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, reset, formState, watch, setValue } = useForm<ProfileValues>({
    resolver: zodResolver(ZUpdateUser) as never,
    defaultValues: { name: user.name, sex: Number(user.sex) || 0 },
  });
  useEffect(() => reset({ name: user.name, sex: Number(user.sex) || 0 }), [user.name, user.sex, reset]);
  const sex = watch('sex');
  const submit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      await api.account.updateUser({ name: values.name.trim(), sex: values.sex as 0 | 1 | 2 });
      await mutate(() => true);
      toast.success('资料已保存');
    } catch {
      // Shown by the client's toast.
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="max-w-md" aria-label="基本资料">
      <TextField
        label="昵称"
        maxLength={20}
        data-testid="profile-name"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <fieldset className="mb-6">
        <legend className="mb-2 text-sm font-medium text-slate-700">性别</legend>
        <div className="flex gap-2">
          {SEX_OPTIONS.map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name="sex"
                className="peer sr-only"
                checked={sex === value}
                data-testid={`profile-sex-${value}`}
                onChange={() => setValue('sex', value, { shouldDirty: true })}
              />
              <span className="inline-flex h-9 items-center rounded-lg border border-slate-300 px-5 text-sm text-slate-600 peer-checked:border-brand-500 peer-checked:bg-brand-50 peer-checked:text-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-300 hover:bg-slate-50">
                {SexLabel[value]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" loading={busy} disabled={!formState.isDirty} data-testid="profile-save">
        保存资料
      </Button>
    </form>
  );
}
