import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { useId, type ReactNode } from 'react';

type Props = Omit<OutlinedInputProps, 'label' | 'error'> & { label: string; helperText?: ReactNode; error?: boolean };

// TextInput is an outlined text field with its label and helper text, as
// TextField draws it, without TextField's select mode: the first screens
// (sign-in, registration) load no menu, popover or modal code for it.
export function TextInput({ label, helperText, error, required, fullWidth, id, size, ...input }: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  return (
    <FormControl variant="outlined" error={error} required={required} fullWidth={fullWidth} size={size}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
