import { TextField, type TextFieldProps } from '@mui/material';

// NumberField is a number input that ignores the mouse wheel (spec 5): the
// wheel blurs it so scrolling the page never changes the value.
export function NumberField(props: TextFieldProps) {
  return <TextField {...props} type="number" onWheel={(event) => (event.target as HTMLElement).blur()} />;
}
