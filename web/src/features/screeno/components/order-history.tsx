import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { PaymentOrder } from '../api/payments';
import { texts } from '../texts';

// rupees shows an amount in paise as ₹2,000.00.
export function rupees(paise: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
}

const statusLabels: Record<string, string> = { created: 'Not paid', failed: 'Failed', cancelled: 'Cancelled', paid: 'Paid' };

// OrderHistory is the company's credit orders: date, plan, amount, status.
export function OrderHistory({ orders }: { orders: PaymentOrder[] }) {
  return (
    <section aria-labelledby="orders-title">
      <Typography variant="h5" component="h2" id="orders-title" sx={{ mt: 4, mb: 1 }}>
        {texts.orderHistory}
      </Typography>
      {orders.length === 0 ? (
        <Typography color="text.secondary">{texts.noOrders}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-labelledby="orders-title">
            <TableHead>
              <TableRow>
                <TableCell>{texts.orderDate}</TableCell>
                <TableCell>{texts.orderPlan}</TableCell>
                <TableCell align="right">{texts.orderAmount}</TableCell>
                <TableCell>{texts.orderStatus}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((o) => (
                <TableRow key={o.id}>
                  <TableCell>{o.created_at ? new Date(o.created_at).toLocaleDateString() : ''}</TableCell>
                  <TableCell>{texts.resumes(o.credits ?? 0)}</TableCell>
                  <TableCell align="right">{o.currency === 'INR' ? rupees(o.amount ?? 0) : `${(o.amount ?? 0) / 100} ${o.currency ?? ''}`}</TableCell>
                  <TableCell>{statusLabels[o.status ?? ''] ?? o.status}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
