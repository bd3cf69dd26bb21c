import { zodResolver } from '@hookform/resolvers/zod';
import { LoginType, SmsType, type TPhoneLoginForm, ZPhoneLoginForm } from '@juzuo/schemas';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { api } from '../../../lib/api';
import { useBusySubmit } from '../../../lib/useBusySubmit';
import { useLoginFlow } from '../context';
import { PhoneField } from '../fields/PhoneField';
import { SmsCodeField } from '../fields/SmsCodeField';

/** Sign in with phone + SMS code; an unknown phone gets an account on first sign-in. */
export function PhoneLogin() {
  const flow = useLoginFlow();
  const { busy, run } = useBusySubmit();
  const form = useForm<TPhoneLoginForm>({
    resolver: zodResolver(ZPhoneLoginForm),
    defaultValues: { phone: '', sms_code: '' },
    reValidateMode: 'onChange',
  });
  const phone = form.watch('phone');
  const code = form.watch('sms_code');
  const filled = phone.trim() !== '' && code.trim() !== '';

  // Failures (wrong or expired code, rate limit, 4025 info box) are shown by the client.
  const submit = form.handleSubmit((values) =>
    flow.ensureAgreed(() =>
      run(async () => {
        const result = await api.account.login({ login_type: LoginType.SMS, ...values });
        flow.afterLogin(result, 'sms');
      }),
    ),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-1" aria-label="验证码登录">
        <PhoneField />
        <SmsCodeField smsType={SmsType.LOGIN} autoComplete="one-time-code" />
        <Button type="submit" size="lg" block disabled={!filled} loading={busy} data-testid="login-button">
          登录 / 注册
        </Button>
      </form>
    </FormProvider>
  );
}
