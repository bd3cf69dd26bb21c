import { zodResolver } from '@hookform/resolvers/zod';
import { useMyPhone } from '@juzuo/api-client/react';
import { ChangePhoneStep, SmsType, type TVerifyCodeForm, ZVerifyCodeForm } from '@juzuo/schemas';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/Button';
import { api } from '../../../lib/api';
import { useBusySubmit } from '../../../lib/useBusySubmit';
import { toast } from '../../../stores/toast';
import { useLoginFlow } from '../context';
import { SmsCodeField } from '../fields/SmsCodeField';
import { NewPhoneStep } from './NewPhoneStep';

/** Change phone in two steps: verify the current phone (opt_type 1), then bind the new one (opt_type 2). */
export function ChangePhone() {
  const flow = useLoginFlow();
  const { mutate } = useSWRConfig();
  const { data: myPhone } = useMyPhone();
  const [step, setStep] = useState<1 | 2>(1);
  const { busy, run } = useBusySubmit();
  const form = useForm<TVerifyCodeForm>({
    resolver: zodResolver(ZVerifyCodeForm),
    defaultValues: { sms_code: '' },
    reValidateMode: 'onChange',
  });
  const oldPhone = myPhone?.phone ?? null;
  const verify = form.handleSubmit(async ({ sms_code }) => {
    if (!oldPhone) return;
    await run(async () => {
      await api.account.changePhone({ opt_type: ChangePhoneStep.VERIFY_OLD, phone: oldPhone, sms_code });
      setStep(2);
    });
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
        <FormProvider {...form}>
          <form onSubmit={verify} noValidate className="space-y-1" aria-label="验证当前手机号">
            <p className="mb-3 text-sm text-slate-600">
              当前手机号：<span className="font-medium text-slate-900">{myPhone?.masked ?? '加载中…'}</span>
            </p>
            <SmsCodeField smsType={SmsType.VERIFY_CURRENT_PHONE} getPhone={async () => oldPhone} />
            <Button
              type="submit"
              size="lg"
              block
              disabled={!oldPhone || form.watch('sms_code').trim() === ''}
              loading={busy}
              data-testid="verify-phone-submit"
            >
              下一步
            </Button>
          </form>
        </FormProvider>
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
