import { zodResolver } from '@hookform/resolvers/zod';
import { LoginType, SmsType, type TPhoneLoginForm, ZPhoneLoginForm } from '@juzuo/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { api } from '../../../lib/api';
import { useLoginFlow } from '../context';
import { SmsCodeButton } from '../SmsCodeButton';

/** Sign in with phone + SMS code; an unknown phone gets an account on first sign-in. */
export function PhoneLogin() {
  const flow = useLoginFlow();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, trigger, getValues, watch, setFocus, formState } = useForm<TPhoneLoginForm>(
    {
      resolver: zodResolver(ZPhoneLoginForm),
      defaultValues: { phone: '', sms_code: '' },
      reValidateMode: 'onChange',
    },
  );
  const phone = watch('phone');
  const code = watch('sms_code');
  const filled = phone.trim() !== '' && code.trim() !== '';

  const submit = handleSubmit((values) =>
    flow.ensureAgreed(async () => {
      setBusy(true);
      try {
        const result = await api.account.login({ login_type: LoginType.SMS, ...values });
        flow.afterLogin(result, 'sms');
      } catch {
        // Shown by the client's toast (wrong or expired code, rate limit, 4025 info box).
      } finally {
        setBusy(false);
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-1" aria-label="验证码登录">
      <TextField
        label="手机号"
        hideLabel
        placeholder="请输入手机号"
        inputMode="numeric"
        autoComplete="tel"
        data-testid="phone-input"
        data-autofocus
        error={formState.errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="验证码"
        hideLabel
        placeholder="请输入验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        data-testid="code-input"
        error={formState.errors.sms_code?.message}
        suffix={
          <SmsCodeButton
            smsType={SmsType.LOGIN}
            getPhone={async () => ((await trigger('phone')) ? getValues('phone').trim() : null)}
            onSent={() => setFocus('sms_code')}
          />
        }
        {...register('sms_code')}
      />
      <Button type="submit" size="lg" block disabled={!filled} loading={busy} data-testid="login-button">
        登录 / 注册
      </Button>
    </form>
  );
}
