import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import type { components } from '../../../api/types.gen';
import { NumberField } from '../../../components/number-field';
import type { AnswerValue } from '../screening-answers';
import { texts } from '../texts';

type Question = components['schemas']['ScreeningQuestion'];

type Props = { questions: Question[]; values: Record<number, AnswerValue>; onChange: (id: number, value: AnswerValue) => void };

function QuestionField({ question, value, onChange }: { question: Question; value: AnswerValue | undefined; onChange: (value: AnswerValue) => void }) {
  const label = question.title ?? '';
  const required = question.required ?? false;
  const options = question.meta_data?.options ?? [];
  switch (question.field_type) {
    case 'yes_no':
      return <FormControlLabel control={<Checkbox checked={value === true} onChange={(e) => onChange(e.target.checked)} />} label={label} />;
    case 'number':
      return <NumberField size="small" label={label} required={required} value={value ?? ''} onChange={(e) => onChange(e.target.value)} fullWidth />;
    case 'date':
      return <TextField size="small" type="date" label={label} required={required} value={value ?? ''} onChange={(e) => onChange(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} fullWidth />;
    case 'single_choice':
      return (
        <FormControl required={required}>
          <FormLabel>{label}</FormLabel>
          <RadioGroup row value={value ?? ''} onChange={(e) => onChange(e.target.value)} aria-label={label}>
            {options.map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={option} />
            ))}
          </RadioGroup>
        </FormControl>
      );
    case 'multiple_choice': {
      const selected = Array.isArray(value) ? value : [];
      return (
        <FormControl required={required} component="fieldset">
          <FormLabel component="legend">{label}</FormLabel>
          <FormGroup row>
            {options.map((option) => (
              <FormControlLabel
                key={option}
                label={option}
                control={<Checkbox size="small" checked={selected.includes(option)} onChange={(e) => onChange(e.target.checked ? [...selected, option] : selected.filter((o) => o !== option))} />}
              />
            ))}
          </FormGroup>
        </FormControl>
      );
    }
    default:
      return (
        <TextField
          size="small"
          label={label}
          required={required}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value)}
          multiline={question.field_type === 'long_answer'}
          minRows={question.field_type === 'long_answer' ? 3 : undefined}
          fullWidth
        />
      );
  }
}

// ScreeningFields asks a job's screening questions, each by its type.
export function ScreeningFields({ questions, values, onChange }: Props) {
  if (questions.length === 0) return null;
  return (
    <Stack spacing={2} aria-label={texts.screeningQuestions}>
      <FormLabel>{texts.screeningQuestions}</FormLabel>
      {questions.map((question) => (
        <QuestionField key={question.id} question={question} value={values[question.id ?? 0]} onChange={(value) => onChange(question.id ?? 0, value)} />
      ))}
    </Stack>
  );
}
