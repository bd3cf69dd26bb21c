import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/TextField';

/** The form fields PhoneField reads (inside a react-hook-form FormProvider). */
export interface TPhoneFields {
  phone: string;
}

/** Props of PhoneField; binding a new phone relabels it '新手机号'. */
export interface PhoneFieldProps {
  label?: string;
  placeholder?: string;
}

/** The phone input of the login modes; it takes the focus when the mode opens. */
export function PhoneField({ label = '手机号', placeholder = '请输入手机号' }: PhoneFieldProps) {
  const { register, formState } = useFormContext<TPhoneFields>();
  return (
    <TextField
      label={label}
      hideLabel
      placeholder={placeholder}
      inputMode="numeric"
      autoComplete="tel"
      data-testid="phone-input"
      data-autofocus
      error={formState.errors.phone?.message}
      {...register('phone')}
    />
  );
}
