import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { useConfirmContact } from './api/layoffs';
import { errorText, Frame } from './consent-page';
import { texts } from './texts';

// ContactConfirmPage is /layoffs/contact/{contactToken}: the link mailed
// to someone who wrote to a listed person. Their message waits until they
// press Send here (a click, so a mail scanner opening the link sends
// nothing); that proves the address is theirs (security review 3, M5).
export function ContactConfirmPage() {
  const { contactToken = '' } = useParams();
  const confirm = useConfirmContact(contactToken);
  return (
    <Frame title={texts.confirmTitle}>
      <Stack spacing={2}>
        {!contactToken ? <Alert severity="error">{texts.missingToken}</Alert> : null}
        {confirm.isError ? <Alert severity="error">{errorText(confirm.error)}</Alert> : null}
        {confirm.isSuccess ? (
          <Alert severity="success" role="status">
            {confirm.data?.message || texts.confirmDone}
          </Alert>
        ) : (
          <>
            <Typography>{texts.confirmIntro}</Typography>
            <div>
              <Button variant="contained" disabled={!contactToken || confirm.isPending} onClick={() => confirm.mutate()}>
                {texts.confirmSend}
              </Button>
            </div>
          </>
        )}
        <Link component={RouterLink} to="/layoffs">
          {texts.viewPage}
        </Link>
      </Stack>
    </Frame>
  );
}
