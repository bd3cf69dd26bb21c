import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePhoneStep, newPhoneForm, SmsType, type TNewPhoneForm } from '@juzuo/schemas';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { api } from '../../../lib/api';
import { useBusySubmit } from '../../../lib/useBusySubmit';
import { PhoneField } from '../fields/PhoneField';
import { SmsCodeField } from '../fields/SmsCodeField';

/** Props of NewPhoneStep. */
export interface NewPhoneStepProps {
  /** The current phone; the new one must differ ('新手机不能与旧手机相同'). */
  oldPhone?: string | null;
  submitLabel: string;
  onDone: () => void;
}

/** Binds a new phone: code to the new phone (sms_type 3), then change_phone opt_type 2. */
export function NewPhoneStep({ oldPhone, submitLabel, onDone }: NewPhoneStepProps) {
  const schema = useMemo(() => newPhoneForm(oldPhone), [oldPhone]);
  const { busy, run } = useBusySubmit();
  const form = useForm<TNewPhoneForm>({
    resolver: zodResolver(schema),
    defaultValues: { phone: '', sms_code: '' },
    reValidateMode: 'onChange',
  });
  const filled = form.watch('phone').trim() !== '' && form.watch('sms_code').trim() !== '';
  const submit = form.handleSubmit((values) =>
    run(async () => {
      await api.account.changePhone({ opt_type: ChangePhoneStep.BIND_NEW, ...values });
      onDone();
    }),
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-1" aria-label="绑定新手机号">
        <PhoneField label="新手机号" placeholder="请输入新手机号" />
        <SmsCodeField smsType={SmsType.BIND_NEW_PHONE} />
        <Button
          type="submit"
          size="lg"
          block
          disabled={!filled}
          loading={busy}
          data-testid="bind-phone-submit"
        >
          {submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}
