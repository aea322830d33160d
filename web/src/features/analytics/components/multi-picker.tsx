import { Autocomplete, Chip, TextField } from '@mui/material';
import type { Choice } from '../use-filter-choices';

type Props<T> = { label: string; options: Choice<T>[]; value: T[]; onChange: (value: T[]) => void; error?: string };

// MultiPicker chooses any number of options by typing or from a list
// (menus at most 300 px high, spec).
export function MultiPicker<T extends string | number>({ label, options, value, onChange, error }: Props<T>) {
  // A chosen value the list no longer has (a job closed since) still shows.
  const selected = value.map((v) => options.find((option) => option.value === v) ?? { value: v, label: String(v) });
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
          return <Chip key={key} size="small" label={option.label} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
      slotProps={{ listbox: { style: { maxHeight: 300 } } }}
    />
  );
}
