import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from './form-text-field';

/** A password body schema plus `confirm`, which must repeat the new password. */
export const withConfirmation = <T extends z.ZodRawShape>(schema: z.ZodObject<T>, mismatch: string) =>
  schema.extend({ confirm: z.string() }).refine(
    (v) => {
      const { password, confirm } = v as { password?: unknown; confirm?: unknown };
      return password === confirm;
    },
    { path: ['confirm'], message: mismatch },
  );

/** The new password typed twice, for every form that sets one. */
export function NewPasswordFields<T extends FieldValues, O>({
  control,
  autoFocus,
}: {
  control: Control<T, unknown, O>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const ctl = control as unknown as Control<{ password: string; confirm: string }, unknown, O>;
  return (
    <>
      <FormTextField
        control={ctl}
        name="password"
        label={t('masterData.users.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
      />
      <FormTextField
        control={ctl}
        name="confirm"
        label={t('masterData.users.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
