import type { UseFormRegisterReturn } from 'react-hook-form';

/** react-hook-form's register() for an MUI TextField: the ref belongs on the <input>, not the root. */
export function muiField<T extends string>({ ref, ...rest }: UseFormRegisterReturn<T>) {
  return { ...rest, inputRef: ref };
}
