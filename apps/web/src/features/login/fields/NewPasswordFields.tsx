import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/TextField';

/** The form fields NewPasswordFields reads (inside a react-hook-form FormProvider). */
export interface TNewPasswordFields {
  password: string;
  confirm: string;
}

/** Props of NewPasswordFields. */
export interface NewPasswordFieldsProps {
  /** Focus the new password when the mode opens (when it is the form's first field). */
  autoFocus?: boolean;
}

/** The new password and its confirmation (ZPasswordPair says when they differ). */
export function NewPasswordFields({ autoFocus = false }: NewPasswordFieldsProps) {
  const { register, formState } = useFormContext<TNewPasswordFields>();
  return (
    <>
      <TextField
        label="新密码"
        hideLabel
        type="password"
        autoComplete="new-password"
        placeholder="8-16位，需包含数字和字母"
        data-testid="new-password-input"
        data-autofocus={autoFocus || undefined}
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
    </>
  );
}
