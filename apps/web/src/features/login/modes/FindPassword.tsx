import { zodResolver } from '@hookform/resolvers/zod';
import { SmsType, type TFindPasswordForm, ZFindPasswordForm } from '@juzuo/schemas';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useBusySubmit } from '../../../lib/useBusySubmit';
import { toast } from '../../../stores/toast';
import { useLoginFlow } from '../context';
import { NewPasswordFields } from '../fields/NewPasswordFields';
import { PhoneField } from '../fields/PhoneField';
import { SmsCodeField } from '../fields/SmsCodeField';

/** Reset a forgotten password with an SMS code (sms_type 1), then back to password sign-in. */
export function FindPassword() {
  const flow = useLoginFlow();
  const session = useSession();
  const { busy, run } = useBusySubmit();
  const form = useForm<TFindPasswordForm>({
    resolver: zodResolver(ZFindPasswordForm),
    defaultValues: { phone: '', sms_code: '', password: '', confirm: '' },
    reValidateMode: 'onChange',
  });
  const v = form.watch();
  const filled = !!(v.phone.trim() && v.sms_code.trim() && v.password && v.confirm);
  const submit = form.handleSubmit(({ phone, sms_code, password }) =>
    run(async () => {
      await api.account.retrievePassword({ phone, sms_code, password });
      toast.success('密码已重置，请使用新密码登录');
      // A signed-in user (from settings) stays signed in; a visitor goes back to password sign-in.
      if (session.token) flow.close();
      else flow.setMode('Password');
    }),
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-1" aria-label="找回密码">
        <PhoneField />
        <SmsCodeField smsType={SmsType.FIND_PASSWORD} />
        <NewPasswordFields />
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
    </FormProvider>
  );
}
