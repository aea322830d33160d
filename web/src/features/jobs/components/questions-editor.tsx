import { Box, Button, Checkbox, FormControlLabel, FormHelperText, IconButton, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { emptyQuestion, fieldTypes, hasOptions, moveItem, type FieldType, type FormErrors, type QuestionDraft } from '../job-form-model';
import { fieldTypeLabels } from '../texts';

type Props = { value: QuestionDraft[]; onChange: (questions: QuestionDraft[]) => void; errors: FormErrors };

// QuestionsEditor adds, removes and orders the job's screening questions.
export function QuestionsEditor({ value, onChange, errors }: Props) {
  const change = (key: string, patch: Partial<QuestionDraft>) => onChange(value.map((q) => (q.key === key ? { ...q, ...patch } : q)));
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Asked on the application form
      </Typography>
      <Stack spacing={1.5}>
        {value.map((q, i) => (
          <Paper key={q.key} variant="outlined" sx={{ p: 2 }} data-testid={`question-${i}`}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
              <Typography sx={{ pt: 1, color: 'text.secondary', minWidth: 24 }}>{i + 1}.</Typography>
              <TextField
                size="small"
                label="Question"
                value={q.title}
                onChange={(e) => change(q.key, { title: e.target.value })}
                name={`questions.${i}.title`}
                error={!!errors[`questions.${i}`]}
                helperText={errors[`questions.${i}`]}
                fullWidth
              />
              <TextField
                select
                size="small"
                label="Answer type"
                value={q.fieldType}
                onChange={(e) => change(q.key, { fieldType: e.target.value as FieldType })}
                name={`questions.${i}.field_type`}
                sx={{ minWidth: 190 }}
              >
                {fieldTypes.map((type) => (
                  <MenuItem key={type} value={type}>
                    {fieldTypeLabels[type]}
                  </MenuItem>
                ))}
              </TextField>
              <Box sx={{ display: 'flex', flexShrink: 0 }}>
                <Tooltip title="Move up">
                  <span>
                    <IconButton size="small" aria-label={`Move question ${i + 1} up`} disabled={i === 0} onClick={() => onChange(moveItem(value, i, -1))}>
                      ↑
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Move down">
                  <span>
                    <IconButton size="small" aria-label={`Move question ${i + 1} down`} disabled={i === value.length - 1} onClick={() => onChange(moveItem(value, i, 1))}>
                      ↓
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Remove">
                  <IconButton size="small" aria-label={`Remove question ${i + 1}`} onClick={() => onChange(value.filter((x) => x.key !== q.key))}>
                    ×
                  </IconButton>
                </Tooltip>
              </Box>
            </Box>
            {hasOptions(q.fieldType) && (
              <TextField
                size="small"
                label="Options"
                helperText="One option a line"
                multiline
                minRows={2}
                value={q.options}
                onChange={(e) => change(q.key, { options: e.target.value })}
                name={`questions.${i}.options`}
                sx={{ mt: 1.5, ml: { md: 4.5 }, width: { md: 'calc(100% - 36px)' } }}
                fullWidth
              />
            )}
            <Box sx={{ ml: { md: 4 }, mt: 0.5 }}>
              <FormControlLabel
                control={<Checkbox size="small" checked={q.required} onChange={(e) => change(q.key, { required: e.target.checked })} name={`questions.${i}.required`} />}
                label="Required"
              />
              <FormControlLabel
                control={<Checkbox size="small" checked={q.referralQuestion} onChange={(e) => change(q.key, { referralQuestion: e.target.checked })} />}
                label="Ask on referrals"
              />
            </Box>
          </Paper>
        ))}
      </Stack>
      {errors.questions && <FormHelperText error>{errors.questions}</FormHelperText>}
      <Button size="small" onClick={() => onChange([...value, emptyQuestion()])} sx={{ mt: 1 }}>
        Add question
      </Button>
    </Box>
  );
}
