import { useId } from 'react';
import { experienceLabel, experienceMax, experienceMin, shownTags, type Filters } from './filter-rules';

type Choices = { locations: string[]; departments: string[]; jobTypes: string[] };

// JobFilters is the 'Filter by' panel: location (unless the company hides
// it), department, job type and the experience range.
export function JobFilters({
  filters,
  choices,
  hideLocation,
  onChange,
}: {
  filters: Filters;
  choices: Choices;
  hideLocation: boolean;
  onChange: (f: Filters) => void;
}) {
  const [lo, hi] = filters.experience;
  const id = useId();
  return (
    <div className="ck-filters" role="group" aria-label="Filter by">
      <p className="ck-filters-title">Filter by</p>
      {!hideLocation && <MultiSelect label="Location" options={choices.locations} selected={filters.locations} onChange={(locations) => onChange({ ...filters, locations })} />}
      <MultiSelect label="Department" options={choices.departments} selected={filters.departments} onChange={(departments) => onChange({ ...filters, departments })} />
      <MultiSelect label="Job Type" options={choices.jobTypes} selected={filters.jobTypes} onChange={(jobTypes) => onChange({ ...filters, jobTypes })} />
      <fieldset className="ck-range">
        <legend>
          Experience: {experienceLabel(lo)} - {experienceLabel(hi)} years
        </legend>
        <label htmlFor={`${id}-lo`}>Minimum</label>
        <input
          id={`${id}-lo`}
          type="range"
          min={experienceMin}
          max={experienceMax}
          step={1}
          value={lo}
          aria-valuetext={`${experienceLabel(lo)} years`}
          onChange={(e) => onChange({ ...filters, experience: [Math.min(Number(e.target.value), hi), hi] })}
        />
        <label htmlFor={`${id}-hi`}>Maximum</label>
        <input
          id={`${id}-hi`}
          type="range"
          min={experienceMin}
          max={experienceMax}
          step={1}
          value={hi}
          aria-valuetext={`${experienceLabel(hi)} years`}
          onChange={(e) => onChange({ ...filters, experience: [lo, Math.max(Number(e.target.value), lo)] })}
        />
      </fieldset>
    </div>
  );
}

// MultiSelect is a dropdown of checkboxes; its button shows at most two
// of the chosen values.
function MultiSelect({ label, options, selected, onChange }: { label: string; options: string[]; selected: string[]; onChange: (v: string[]) => void }) {
  const { tags, more } = shownTags(selected);
  return (
    <details className="ck-select">
      <summary>
        <span className="ck-select-label">{label}</span>
        <span className="ck-select-tags">
          {tags.length === 0 ? 'All' : tags.map((t) => <span key={t} className="ck-tag">{t}</span>)}
          {more > 0 && <span className="ck-tag">+{more}</span>}
        </span>
      </summary>
      <div className="ck-select-options">
        {options.map((o) => (
          <label key={o} className="ck-check">
            <input
              type="checkbox"
              checked={selected.includes(o)}
              onChange={(e) => onChange(e.target.checked ? [...selected, o] : selected.filter((s) => s !== o))}
            />
            {o}
          </label>
        ))}
      </div>
    </details>
  );
}
