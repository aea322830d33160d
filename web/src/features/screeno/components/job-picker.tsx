import { Autocomplete, TextField, createFilterOptions } from '@mui/material';
import { useJobs } from '../api/get-jobs';
import { texts } from '../texts';

type Option = { title: string; label: string };
const filter = createFilterOptions<Option>();

// JobPicker chooses a job by title or names a new one, offered as
// 'Add "..."'.
export function JobPicker({ value, onChange }: { value: string; onChange: (title: string) => void }) {
  const jobs = useJobs('basic');
  const options: Option[] = (jobs.data?.jobs ?? []).map((j) => ({ title: j.title ?? '', label: j.title ?? '' }));
  return (
    <Autocomplete<Option, false, false, true>
      freeSolo
      selectOnFocus
      handleHomeEndKeys
      options={options}
      value={value ? { title: value, label: value } : null}
      inputValue={value}
      onInputChange={(_, text, reason) => {
        if (reason !== 'reset') onChange(text);
      }}
      onChange={(_, picked) => onChange(typeof picked === 'string' ? picked : (picked?.title ?? ''))}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      isOptionEqualToValue={(a, b) => (typeof a === 'string' ? a : a.title) === (typeof b === 'string' ? b : b.title)}
      filterOptions={(all, params) => {
        const shown = filter(all, params);
        const typed = params.inputValue.trim();
        if (typed && !all.some((o) => o.title.toLowerCase() === typed.toLowerCase())) {
          shown.push({ title: typed, label: texts.addOption(typed) });
        }
        return shown;
      }}
      renderInput={(params) => <TextField {...params} label={texts.jobPicker} />}
    />
  );
}
