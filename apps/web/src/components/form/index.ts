export { FormSelectField } from './form-select-field';
export { FormSwitchField } from './form-switch-field';
export { FormTextField } from './form-text-field';
export { missingFields } from './missing-fields';
export { SelectField, type SelectOption } from './select-field';
export { applyServerErrors } from './server-errors';
export { localizeFieldErrors, zodResolver } from './zod-resolver';
export { NewPasswordFields, withConfirmation } from './new-password-fields';
export { monthName, monthOptions, monthStart, yearOptions } from './month-options';
