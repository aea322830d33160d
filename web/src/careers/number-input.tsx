import { useState } from 'react';

// NumberInput is a number field that ignores the scroll wheel (a page
// scrolled over it must not change the value) and says so when a value is
// cleared.
export function NumberInput({
  id,
  value,
  onChange,
  step,
  min,
  required,
  clearedText = 'Please enter a number',
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  step: string;
  min?: number;
  required?: boolean;
  clearedText?: string;
}) {
  const [cleared, setCleared] = useState(false);
  return (
    <>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step={step}
        min={min}
        aria-required={required}
        aria-invalid={cleared}
        aria-describedby={cleared ? `${id}-error` : undefined}
        value={value}
        onWheel={(e) => e.currentTarget.blur()}
        onChange={(e) => {
          setCleared(e.target.value === '' && value !== '');
          onChange(e.target.value);
        }}
      />
      {cleared && (
        <span id={`${id}-error`} className="ck-field-error">
          {clearedText}
        </span>
      )}
    </>
  );
}
