import { Autocomplete, Chip, TextField } from '@mui/material';

export type PickerOption<T> = { value: T; label: string; colour?: string; textColour?: string };

type Props<T> = { label: string; options: PickerOption<T>[]; value: T[] | undefined; onChange: (value: T[]) => void };

// MultiPicker chooses several values from a list by typing or picking;
// options with a colour show as chips of that colour.
export function MultiPicker<T extends string | number>({ label, options, value, onChange }: Props<T>) {
  const selected = options.filter((option) => value?.includes(option.value));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={selected}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      onChange={(_, next) => onChange(next.map((option) => option.value))}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.label} sx={option.colour ? { bgcolor: option.colour, color: option.textColour } : undefined} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} />}
      slotProps={{ listbox: { style: { maxHeight: 300 } } }}
    />
  );
}
