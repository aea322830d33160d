import { Button, Card, CardActions, CardContent, Grid, Paper, Stack, Typography } from '@mui/material';
import { useSnackbar } from '../../components/toasts';
import { useClaimShareCredits } from './api/claim-share-credits';
import { useCredits } from './api/get-available-credits';
import { usePlans, useOrders, type CreditPlan } from './api/payments';
import { useRequestCallback } from './api/request-callback';
import { Breadcrumbs } from './components/breadcrumbs';
import { OrderHistory } from './components/order-history';
import { inIndia, plansFor } from './rules';
import { useBuyPlan } from './use-buy-plan';
import { texts } from './texts';
import { ScreenoPage } from './components/screeno-page';

function errorText(error: Error): string {
  return error.message && error.message !== 'Something went wrong' ? error.message : texts.somethingWentWrong;
}

// localPlans are the cards while the server's answer is on its way (or
// failed): the same plans, by callback only.
function localPlans(timeZone: string): CreditPlan[] {
  return plansFor(inIndia(timeZone)).map((p) => ({
    id: p.callback,
    resumes: p.resumes ?? 0,
    price: p.price,
    struck: p.struck ?? '',
    callback: p.callback,
    buy: false,
  }));
}

// CreditsPage is /screeno/credits: the balance, used of total, the share
// box, the plans (India's bought online through Razorpay Checkout when
// payments are configured, the others by callback) and the order history.
export function CreditsPage() {
  const credits = useCredits();
  const claim = useClaimShareCredits();
  const callback = useRequestCallback();
  const { enqueueSnackbar } = useSnackbar();
  const c = credits.data;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const server = usePlans(timeZone);
  const orders = useOrders();
  const payments = server.data?.payments ?? null;
  const plans = server.data?.plans ?? localPlans(timeZone);
  const { buy, buying } = useBuyPlan(payments);
  return (
    <ScreenoPage>
      <Breadcrumbs trail={[{ label: texts.home, to: '/screeno' }, { label: texts.credits }]} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 3 }}>
        {texts.credits}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
            <Typography variant="overline" component="h2">
              {texts.balance}
            </Typography>
            <Typography variant="h3" component="p" data-testid="credit-balance">
              {c?.pending_credits ?? '–'}
            </Typography>
            {c && (
              <>
                <Typography color="text.secondary" data-testid="credits-used">
                  {texts.usedOf(c.used_credits ?? 0, c.available_credits ?? 0)}
                </Typography>
                {(c.reserved_credits ?? 0) > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {texts.reserved(c.reserved_credits ?? 0)}
                  </Typography>
                )}
              </>
            )}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: 3, height: '100%' }} component="section" aria-labelledby="share-title">
            <Typography variant="h6" component="h2" id="share-title">
              {texts.shareTitle}
            </Typography>
            <Typography variant="body2" sx={{ my: 1, fontStyle: 'italic' }}>
              {texts.shareText}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="outlined"
                onClick={() => navigator.clipboard?.writeText(texts.shareText).then(() => enqueueSnackbar(texts.copied, { variant: 'info' }), () => undefined)}>
                {texts.copyLink}
              </Button>
              {c?.share_claimed ? (
                <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                  {texts.shareClaimed}
                </Typography>
              ) : (
                <Button variant="contained" disabled={claim.isPending || !c}
                  onClick={() =>
                    claim.mutate(undefined, {
                      onSuccess: () => enqueueSnackbar(texts.shareDone, { variant: 'success' }),
                      onError: (e) => enqueueSnackbar(errorText(e), { variant: 'error' }),
                    })
                  }>
                  {texts.shareAction}
                </Button>
              )}
            </Stack>
          </Paper>
        </Grid>
      </Grid>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {texts.plans}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {payments ? texts.payOnline : texts.onlinePaymentLater}
      </Typography>
      <Grid container spacing={2}>
        {plans.map((plan) => (
          <Grid key={plan.callback} size={{ xs: 12, sm: 4 }}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="h6" component="h3">
                  {plan.resumes ? texts.resumes(plan.resumes) : texts.customPlan}
                </Typography>
                {plan.resumes ? (
                  <Typography variant="h4" component="p">
                    {plan.price}{' '}
                    {plan.struck && (
                      <Typography component="s" variant="h6" color="text.secondary">
                        {plan.struck}
                      </Typography>
                    )}
                  </Typography>
                ) : (
                  <Typography color="text.secondary">{texts.customPlanText}</Typography>
                )}
              </CardContent>
              <CardActions>
                {plan.buy && (
                  <Button variant="contained" disabled={buying !== null} onClick={() => void buy(plan)}
                    aria-label={buying === plan.id ? texts.paying : texts.buyPlan(plan.resumes ?? 0)}>
                    {buying === plan.id ? texts.paying : texts.buy}
                  </Button>
                )}
                <Button disabled={callback.isPending}
                  onClick={() =>
                    callback.mutate(
                      { plan: plan.callback ?? '' },
                      {
                        onSuccess: () => enqueueSnackbar(texts.callbackDone, { variant: 'success' }),
                        onError: (e) => enqueueSnackbar(errorText(e), { variant: 'error' }),
                      },
                    )
                  }>
                  {texts.requestCallback}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      {orders.data && <OrderHistory orders={orders.data.orders ?? []} />}
    </ScreenoPage>
  );
}
