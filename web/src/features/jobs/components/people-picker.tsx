import { Autocomplete, TextField } from '@mui/material';
import type { Person } from '../people';
import { noOptionsText } from '../texts';

type Props = {
  label: string;
  options: Person[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  name?: string;
};

// PeoplePicker chooses several people (or agencies) by id.
export function PeoplePicker({ label, options, value, onChange, error, name }: Props) {
  const chosen = value.map((id) => options.find((o) => o.id === id) ?? { id, label: `#${id}` });
  return (
    <Autocomplete
      multiple
      options={options}
      value={chosen}
      noOptionsText={noOptionsText}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      onChange={(_, people) => onChange(people.map((p) => p.id))}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.label}
          {option.detail && <span style={{ opacity: 0.6, marginLeft: 8 }}>{option.detail}</span>}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} name={name} error={!!error} helperText={error} />}
    />
  );
}

type OneProps = Omit<Props, 'value' | 'onChange'> & { value: number | null; onChange: (id: number | null) => void };

// PersonPicker chooses one person by id.
export function PersonPicker({ label, options, value, onChange, error, name }: OneProps) {
  const chosen = value === null ? null : (options.find((o) => o.id === value) ?? { id: value, label: `#${value}` });
  return (
    <Autocomplete
      options={options}
      value={chosen}
      noOptionsText={noOptionsText}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      onChange={(_, person) => onChange(person?.id ?? null)}
      renderInput={(params) => <TextField {...params} label={label} name={name} error={!!error} helperText={error} />}
    />
  );
}
