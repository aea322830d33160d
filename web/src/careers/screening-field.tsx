import { NumberInput } from './number-input';
import type { Answer } from './form-rules';
import type { Question } from './types';

// ScreeningField is one screening question in the input its type needs.
export function ScreeningField({ question, value, onChange }: { question: Question; value: Answer | undefined; onChange: (v: Answer) => void }) {
  const id = `q-${question.id}`;
  const label = (
    <>
      {question.title}
      {question.required && <span aria-hidden="true"> *</span>}
    </>
  );
  const options = question.meta_data?.options ?? [];
  switch (question.field_type) {
    case 'long_answer':
      return (
        <div className="ck-field">
          <label htmlFor={id}>{label}</label>
          <textarea id={id} rows={4} aria-required={question.required} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />
        </div>
      );
    case 'number':
      return (
        <div className="ck-field">
          <label htmlFor={id}>{label}</label>
          <NumberInput id={id} step="any" required={question.required} value={value == null ? '' : String(value)} onChange={(v) => onChange(v === '' ? null : v)} />
        </div>
      );
    case 'date':
      return (
        <div className="ck-field">
          <label htmlFor={id}>{label}</label>
          <input id={id} type="date" aria-required={question.required} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value || null)} />
        </div>
      );
    case 'yes_no':
    case 'single_choice': {
      const opts = question.field_type === 'yes_no' ? ['Yes', 'No'] : options;
      const current = question.field_type === 'yes_no' ? (value === true ? 'Yes' : value === false ? 'No' : '') : (value ?? '');
      return (
        <fieldset className="ck-field ck-choices">
          <legend>{label}</legend>
          {opts.map((o) => (
            <label key={o} className="ck-check">
              <input
                type="radio"
                name={id}
                value={o}
                checked={current === o}
                onChange={() => onChange(question.field_type === 'yes_no' ? o === 'Yes' : o)}
              />
              {o}
            </label>
          ))}
        </fieldset>
      );
    }
    case 'multiple_choice': {
      const picked = Array.isArray(value) ? value : [];
      return (
        <fieldset className="ck-field ck-choices">
          <legend>{label}</legend>
          {options.map((o) => (
            <label key={o} className="ck-check">
              <input type="checkbox" checked={picked.includes(o)} onChange={(e) => onChange(e.target.checked ? [...picked, o] : picked.filter((p) => p !== o))} />
              {o}
            </label>
          ))}
        </fieldset>
      );
    }
    default:
      return (
        <div className="ck-field">
          <label htmlFor={id}>{label}</label>
          <input id={id} type="text" aria-required={question.required} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />
        </div>
      );
  }
}
