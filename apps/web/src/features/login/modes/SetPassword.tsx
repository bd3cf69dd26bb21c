import { zodResolver } from '@hookform/resolvers/zod';
import { ZPasswordPair } from '@juzuo/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { api } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { useLoginFlow } from '../context';

interface PairForm {
  password: string;
  confirm: string;
}

/**
 * Set or change the password (mode SetPassword), or the one-time offer after the first SMS sign-in
 * (mode SetPasswordFirst, which can be skipped and then continues the login flow).
 */
export function SetPassword({ first = false }: { first?: boolean }) {
  const flow = useLoginFlow();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, watch, formState } = useForm<PairForm>({
    resolver: zodResolver(ZPasswordPair),
    defaultValues: { password: '', confirm: '' },
    reValidateMode: 'onChange',
  });
  const filled = watch('password') !== '' && watch('confirm') !== '';
  const submit = handleSubmit(async ({ password }) => {
    setBusy(true);
    try {
      await api.account.setPassword({ password });
      toast.success('密码设置成功');
      await mutate(() => true);
      if (first) flow.finish();
      else flow.close();
    } catch {
      // Shown by the client's toast.
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-1" aria-label="设置密码">
      {first && (
        <p className="mb-4 text-sm leading-6 text-slate-500">设置登录密码后，也可以使用手机号 + 密码登录。</p>
      )}
      <TextField
        label="新密码"
        hideLabel
        type="password"
        autoComplete="new-password"
        placeholder="8-16位，需包含数字和字母"
        data-testid="new-password-input"
        data-autofocus
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="确认密码"
        hideLabel
        type="password"
        autoComplete="new-password"
        placeholder="请再次输入密码"
        data-testid="confirm-password-input"
        error={formState.errors.confirm?.message}
        {...register('confirm')}
      />
      <Button
        type="submit"
        size="lg"
        block
        disabled={!filled}
        loading={busy}
        data-testid="set-password-submit"
      >
        确定
      </Button>
      {first && (
        <Button variant="ghost" block className="mt-2" onClick={flow.finish} data-testid="set-password-skip">
          暂不设置
        </Button>
      )}
    </form>
  );
}
