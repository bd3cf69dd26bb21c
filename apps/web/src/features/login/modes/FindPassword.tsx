import { zodResolver } from '@hookform/resolvers/zod';
import { SmsType, type TFindPasswordForm, ZFindPasswordForm } from '@juzuo/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { toast } from '../../../stores/toast';
import { useLoginFlow } from '../context';
import { SmsCodeButton } from '../SmsCodeButton';

/** Reset a forgotten password with an SMS code (sms_type 1), then back to password sign-in. */
export function FindPassword() {
  const flow = useLoginFlow();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, trigger, getValues, watch, formState, setFocus } =
    useForm<TFindPasswordForm>({
      resolver: zodResolver(ZFindPasswordForm),
      defaultValues: { phone: '', sms_code: '', password: '', confirm: '' },
      reValidateMode: 'onChange',
    });
  const v = watch();
  const filled = !!(v.phone.trim() && v.sms_code.trim() && v.password && v.confirm);
  const submit = handleSubmit(async ({ phone, sms_code, password }) => {
    setBusy(true);
    try {
      await api.account.retrievePassword({ phone, sms_code, password });
      toast.success('密码已重置，请使用新密码登录');
      // A signed-in user (from settings) stays signed in; a visitor goes back to password sign-in.
      if (session.token) flow.close();
      else flow.setMode('Password');
    } catch {
      // Shown by the client's toast.
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-1" aria-label="找回密码">
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
        maxLength={6}
        data-testid="code-input"
        error={formState.errors.sms_code?.message}
        suffix={
          <SmsCodeButton
            smsType={SmsType.FIND_PASSWORD}
            getPhone={async () => ((await trigger('phone')) ? getValues('phone').trim() : null)}
            onSent={() => setFocus('sms_code')}
          />
        }
        {...register('sms_code')}
      />
      <TextField
        label="新密码"
        hideLabel
        type="password"
        autoComplete="new-password"
        placeholder="8-16位，需包含数字和字母"
        data-testid="new-password-input"
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
        data-testid="find-password-submit"
      >
        重置密码
      </Button>
      {!session.token && (
        <div className="mt-3 text-center">
          <button
            type="button"
            onClick={() => flow.setMode('Password')}
            className="text-sm text-slate-500 hover:text-brand-600"
          >
            返回密码登录
          </button>
        </div>
      )}
    </form>
  );
}
