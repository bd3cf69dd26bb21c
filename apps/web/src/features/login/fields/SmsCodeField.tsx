import type { TSmsType } from '@juzuo/schemas';
import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/TextField';
import { SmsCodeButton } from '../SmsCodeButton';

/** The form fields SmsCodeField reads; `phone` only when it sends to the form's phone field. */
export interface TSmsCodeFields {
  phone?: string;
  sms_code: string;
}

/** Props of SmsCodeField. */
export interface SmsCodeFieldProps {
  smsType: TSmsType;
  /**
   * Where the code goes. By default the form's phone field, validated first so the form shows
   * '请输入手机号' etc.; a fixed phone (the current one, when changing phone) passes its own.
   */
  getPhone?: () => Promise<string | null>;
  /** Only sign-in offers the browser's one-time-code autofill. */
  autoComplete?: string;
}

/** The SMS code input with its "获取验证码" button; a sent code moves the focus here. */
export function SmsCodeField({ smsType, getPhone, autoComplete }: SmsCodeFieldProps) {
  const { register, formState, trigger, getValues, setFocus } = useFormContext<TSmsCodeFields>();
  const phoneFromForm = async () => ((await trigger('phone')) ? (getValues('phone') ?? '').trim() : null);
  return (
    <TextField
      label="验证码"
      hideLabel
      placeholder="请输入验证码"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={6}
      data-testid="code-input"
      error={formState.errors.sms_code?.message}
      suffix={
        <SmsCodeButton
          smsType={smsType}
          getPhone={getPhone ?? phoneFromForm}
          onSent={() => setFocus('sms_code')}
        />
      }
      {...register('sms_code')}
    />
  );
}
