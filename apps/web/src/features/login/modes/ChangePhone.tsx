import { zodResolver } from '@hookform/resolvers/zod';
import { useMyPhone } from '@juzuo/api-client/react';
import { ChangePhoneStep, SmsType, type TVerifyCodeForm, ZVerifyCodeForm } from '@juzuo/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { api } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { useLoginFlow } from '../context';
import { SmsCodeButton } from '../SmsCodeButton';
import { NewPhoneStep } from './NewPhoneStep';

/** Change phone in two steps: verify the current phone (opt_type 1), then bind the new one (opt_type 2). */
export function ChangePhone() {
  const flow = useLoginFlow();
  const { mutate } = useSWRConfig();
  const { data: myPhone } = useMyPhone();
  const [step, setStep] = useState<1 | 2>(1);
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, watch, formState, setFocus } = useForm<TVerifyCodeForm>({
    resolver: zodResolver(ZVerifyCodeForm),
    defaultValues: { sms_code: '' },
    reValidateMode: 'onChange',
  });
  const oldPhone = myPhone?.phone ?? null;
  const verify = handleSubmit(async ({ sms_code }) => {
    if (!oldPhone) return;
    setBusy(true);
    try {
      await api.account.changePhone({ opt_type: ChangePhoneStep.VERIFY_OLD, phone: oldPhone, sms_code });
      setStep(2);
    } catch {
      // Shown by the client's toast.
    } finally {
      setBusy(false);
    }
  });

  return (
    <div>
      <ol className="mb-5 flex items-center gap-2 text-xs font-medium" aria-label="步骤">
        <li
          className={step === 1 ? 'text-brand-600' : 'text-slate-400'}
          aria-current={step === 1 ? 'step' : undefined}
        >
          1 验证当前手机号
        </li>
        <li aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        <li
          className={step === 2 ? 'text-brand-600' : 'text-slate-400'}
          aria-current={step === 2 ? 'step' : undefined}
        >
          2 绑定新手机号
        </li>
      </ol>
      {step === 1 ? (
        <form onSubmit={verify} noValidate className="space-y-1" aria-label="验证当前手机号">
          <p className="mb-3 text-sm text-slate-600">
            当前手机号：<span className="font-medium text-slate-900">{myPhone?.masked ?? '加载中…'}</span>
          </p>
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
                smsType={SmsType.VERIFY_CURRENT_PHONE}
                getPhone={async () => oldPhone}
                onSent={() => setFocus('sms_code')}
              />
            }
            {...register('sms_code')}
          />
          <Button
            type="submit"
            size="lg"
            block
            disabled={!oldPhone || watch('sms_code').trim() === ''}
            loading={busy}
            data-testid="verify-phone-submit"
          >
            下一步
          </Button>
        </form>
      ) : (
        <NewPhoneStep
          oldPhone={oldPhone}
          submitLabel="确认更换"
          onDone={async () => {
            toast.success('手机号更换成功');
            await mutate(() => true);
            flow.close();
          }}
        />
      )}
    </div>
  );
}
