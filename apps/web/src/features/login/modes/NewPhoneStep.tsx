import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePhoneStep, newPhoneForm, SmsType, type TNewPhoneForm } from '@juzuo/schemas';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { api } from '../../../lib/api';
import { SmsCodeButton } from '../SmsCodeButton';

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
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, trigger, getValues, watch, formState, setFocus } = useForm<TNewPhoneForm>({
    resolver: zodResolver(schema),
    defaultValues: { phone: '', sms_code: '' },
    reValidateMode: 'onChange',
  });
  const filled = watch('phone').trim() !== '' && watch('sms_code').trim() !== '';
  const submit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      await api.account.changePhone({ opt_type: ChangePhoneStep.BIND_NEW, ...values });
      onDone();
    } catch {
      // Shown by the client's toast.
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-1" aria-label="绑定新手机号">
      <TextField
        label="新手机号"
        hideLabel
        placeholder="请输入新手机号"
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
            smsType={SmsType.BIND_NEW_PHONE}
            getPhone={async () => ((await trigger('phone')) ? getValues('phone').trim() : null)}
            onSent={() => setFocus('sms_code')}
          />
        }
        {...register('sms_code')}
      />
      <Button type="submit" size="lg" block disabled={!filled} loading={busy} data-testid="bind-phone-submit">
        {submitLabel}
      </Button>
    </form>
  );
}
