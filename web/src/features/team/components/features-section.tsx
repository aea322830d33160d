import { FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { useSnackbar } from '../../../components/toasts';
import { useFeatures } from '../api/get-features';
import { useSetFeature } from '../api/set-feature';
import { featureSavedText } from '../texts';

// The ats flags an admin turns on or off (DECISIONS: feature flags).
const atsFeatures = [
  { feature: 'referral', label: 'Referrals', help: 'Employees can be invited and refer candidates.' },
  { feature: 'requisition_approval', label: 'Job approval', help: 'New jobs wait for an admin to approve them.' },
  { feature: 'smart_search_only', label: 'Smart search only', help: 'The company uses only Smart search: the menu shows Home and Smart search.' },
];

export function FeaturesSection() {
  const features = useFeatures();
  const setFeature = useSetFeature();
  const { enqueueSnackbar } = useSnackbar();
  const ats = features.data?.feature_details?.ats ?? {};

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        {atsFeatures.map(({ feature, label, help }) => (
          <div key={feature}>
            <FormControlLabel
              control={
                <Switch
                  checked={ats[feature] ?? false}
                  disabled={features.isLoading || setFeature.isPending}
                  onChange={(e) =>
                    setFeature.mutate(
                      { group: 'ats', feature, enabled: e.target.checked },
                      {
                        onSuccess: () => enqueueSnackbar(featureSavedText, { variant: 'success' }),
                        onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
                      },
                    )
                  }
                />
              }
              label={label}
            />
            <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
              {help}
            </Typography>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
