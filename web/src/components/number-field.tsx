import { TextField, type TextFieldProps } from '@mui/material';

type Props = Omit<TextFieldProps, 'type'> & { min?: number; max?: number; step?: number };

// NumberField is a number input that ignores the mouse wheel (spec: number
// fields ignore mouse-wheel changes): the wheel blurs it and scrolls the page.
export function NumberField({ min, max, step, slotProps, ...props }: Props) {
  return (
    <TextField
      {...props}
      type="number"
      onWheel={(event) => (event.target as HTMLElement).blur()}
      slotProps={{ ...slotProps, htmlInput: { min, max, step, inputMode: 'decimal', ...(slotProps?.htmlInput as object) } }}
    />
  );
}
