import { zodResolver } from '@hookform/resolvers/zod';
import { ZPasswordPair } from '@juzuo/schemas';
import { FormProvider, useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/Button';
import { api } from '../../../lib/api';
import { useBusySubmit } from '../../../lib/useBusySubmit';
import { toast } from '../../../stores/toast';
import { useLoginFlow } from '../context';
import { NewPasswordFields, type TNewPasswordFields } from '../fields/NewPasswordFields';

/**
 * Set or change the password (mode SetPassword), or the one-time offer after the first SMS sign-in
 * (mode SetPasswordFirst, which can be skipped and then continues the login flow).
 */
export function SetPassword({ first = false }: { first?: boolean }) {
  const flow = useLoginFlow();
  const { mutate } = useSWRConfig();
  const { busy, run } = useBusySubmit();
  const form = useForm<TNewPasswordFields>({
    resolver: zodResolver(ZPasswordPair),
    defaultValues: { password: '', confirm: '' },
    reValidateMode: 'onChange',
  });
  const filled = form.watch('password') !== '' && form.watch('confirm') !== '';
  const submit = form.handleSubmit(({ password }) =>
    run(async () => {
      await api.account.setPassword({ password });
      toast.success('密码设置成功');
      await mutate(() => true);
      if (first) flow.finish();
      else flow.close();
    }),
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-1" aria-label="设置密码">
        {first && (
          <p className="mb-4 text-sm leading-6 text-slate-500">
            设置登录密码后，也可以使用手机号 + 密码登录。
          </p>
        )}
        <NewPasswordFields autoFocus />
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
          <Button
            variant="ghost"
            block
            className="mt-2"
            onClick={flow.finish}
            data-testid="set-password-skip"
          >
            暂不设置
          </Button>
        )}
      </form>
    </FormProvider>
  );
}
