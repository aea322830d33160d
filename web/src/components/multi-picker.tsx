import { Autocomplete, Chip, TextField } from '@mui/material';

export type PickerOption<T> = { value: T; label: string; colour?: string; textColour?: string };

type Props<T> = { label: string; options: PickerOption<T>[]; value: T[] | undefined; onChange: (value: T[]) => void; error?: string };

// MultiPicker chooses several values from a list by typing or picking
// (menus at most 300 px high, spec); options with a colour show as chips of
// that colour, and the field shows a server's message under it.
export function MultiPicker<T extends string | number>({ label, options, value, onChange, error }: Props<T>) {
  // A chosen value the list no longer has (a job closed since) still shows.
  const selected = (value ?? []).map((v) => options.find((option) => option.value === v) ?? { value: v, label: String(v) });
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
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
      slotProps={{ listbox: { style: { maxHeight: 300 } } }}
    />
  );
}
