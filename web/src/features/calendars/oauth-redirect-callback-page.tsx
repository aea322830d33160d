import { Alert, Container, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { asStatus, popupName, writeResult } from './result-store';
import { callbackTitleText, closeWindowText, resultText } from './texts';

// OAuthRedirectCallbackPage is /oauth-redirect-callback, where the provider
// sends the popup back (through the API's callback): it stores the status
// under the transaction's key for the opener, which polls for it, says
// what happened and closes itself when it is the popup.
export function OAuthRedirectCallbackPage() {
  const [params] = useSearchParams();
  const status = asStatus(params.get('status'));
  const transactionId = params.get('transaction_id');

  useEffect(() => {
    if (transactionId) writeResult(transactionId, status);
    if (window.opener || window.name === popupName) window.close();
  }, [status, transactionId]);

  return (
    <Container maxWidth="sm" component="main" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {callbackTitleText}
      </Typography>
      <Alert severity={status === 'success' ? 'success' : 'error'} sx={{ mb: 2 }}>
        {resultText(status)}
      </Alert>
      <Typography>{closeWindowText}</Typography>
    </Container>
  );
}
