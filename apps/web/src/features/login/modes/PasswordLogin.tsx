import { zodResolver } from '@hookform/resolvers/zod';
import { LoginType, type TPasswordLoginForm, ZPasswordLoginForm } from '@juzuo/schemas';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { api } from '../../../lib/api';
import { useBusySubmit } from '../../../lib/useBusySubmit';
import { useLoginFlow } from '../context';
import { PhoneField } from '../fields/PhoneField';

/** Sign in with phone + password. */
export function PasswordLogin() {
  const flow = useLoginFlow();
  const { busy, run } = useBusySubmit();
  const form = useForm<TPasswordLoginForm>({
    resolver: zodResolver(ZPasswordLoginForm),
    defaultValues: { phone: '', password: '' },
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, watch, formState } = form;
  const filled = watch('phone').trim() !== '' && watch('password') !== '';

  const submit = handleSubmit((values) =>
    flow.ensureAgreed(() =>
      run(async () => {
        const result = await api.account.login({ login_type: LoginType.PASSWORD, ...values });
        flow.afterLogin(result, 'password');
      }),
    ),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-1" aria-label="密码登录">
        <PhoneField />
        <TextField
          label="密码"
          hideLabel
          type="password"
          placeholder="请输入密码"
          autoComplete="current-password"
          maxLength={16}
          data-testid="password-input"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <div className="-mt-1 mb-3 flex justify-end">
          <button
            type="button"
            data-testid="forgot-password"
            onClick={() => flow.setMode('FindPassword')}
            className="text-sm text-slate-500 hover:text-brand-600"
          >
            忘记密码？
          </button>
        </div>
        <Button type="submit" size="lg" block disabled={!filled} loading={busy} data-testid="login-button">
          登录
        </Button>
      </form>
    </FormProvider>
  );
}
