import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormHelperText, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useState, type FormEvent } from 'react';
import { useSubmitFeedback } from '../api/submit-feedback';
import { feedbackProblem } from '../feedback-rules';
import { feedbackScoreText, feedbackThanksText, feedbackTitleText } from '../texts';

type Props = { open: boolean; onClose: () => void; productName: string };

const scores = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

// FeedbackDialog asks for the product, a description and a score from 1 to 10.
export function FeedbackDialog({ open, onClose, productName }: Props) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      {open && <FeedbackForm onClose={onClose} productName={productName} />}
    </Dialog>
  );
}

function FeedbackForm({ onClose, productName }: Omit<Props, 'open'>) {
  const [product, setProduct] = useState(productName);
  const [description, setDescription] = useState('');
  const [score, setScore] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const submit = useSubmitFeedback();

  function send(event: FormEvent) {
    event.preventDefault();
    const found = feedbackProblem({ productName: product, description, score });
    setProblem(found);
    if (found || score === null) return;
    submit.mutate(
      { product_name: product.trim(), description: description.trim(), score },
      {
        onSuccess: () => {
          enqueueSnackbar(feedbackThanksText, { variant: 'success' });
          onClose();
        },
        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
      },
    );
  }

  return (
    <form onSubmit={send} noValidate>
      <DialogTitle>{feedbackTitleText}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Product name" value={product} onChange={(e) => setProduct(e.target.value)} fullWidth />
          <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={3} fullWidth />
          <div>
            <Typography variant="body2" color="text.secondary" id="feedback-score" sx={{ mb: 1 }}>
              {feedbackScoreText}
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={score}
              onChange={(_, value: number | null) => {
                setScore(value);
                if (value !== null) setProblem(null);
              }}
              aria-labelledby="feedback-score"
              size="small"
              sx={{ flexWrap: 'wrap' }}
            >
              {scores.map((value) => (
                <ToggleButton key={value} value={value} sx={{ width: 40 }} color="primary">
                  {value}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {problem && <FormHelperText error>{problem}</FormHelperText>}
          </div>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={submit.isPending}>
          {submit.isPending ? 'Please wait...' : 'Submit'}
        </Button>
      </DialogActions>
    </form>
  );
}
