import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { chartTable, formatValue, maxTableLabels, type ChartData } from './chart-rules';
import { texts } from './texts';

type Props = { title: string; data: ChartData };

// ChartTable is the card's Table tab: a row per label (the 10 largest when
// there are more), a column per category and the totals row.
export function ChartTable({ title, data }: Props) {
  const table = chartTable(data);
  return (
    // The card's panel scrolls (and takes focus for the keyboard), not the
    // container: one scroller, and the sticky header sticks to it.
    <TableContainer sx={{ overflow: 'visible' }}>
      <Table size="small" stickyHeader aria-label={texts.tableName(title)}>
        {table.hidden > 0 && (
          <caption style={{ captionSide: 'bottom' }}>
            <Typography variant="caption" color="text.secondary">
              {texts.topLabels(maxTableLabels, table.of)}
            </Typography>
          </caption>
        )}
        <TableHead>
          <TableRow>
            <TableCell component="td" />
            {table.columns.map((column, j) => (
              <TableCell key={j} align="right">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, i) => (
            <TableRow key={i}>
              <TableCell component="th" scope="row">
                {row.label || texts.unnamed}
              </TableCell>
              {row.values.map((value, j) => (
                <TableCell key={j} align="right">
                  {formatValue(value, data.dataType)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {table.total && (
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                {table.total.label}
              </TableCell>
              {table.total.values.map((value, j) => (
                <TableCell key={j} align="right" sx={{ fontWeight: 700 }}>
                  {formatValue(value, data.dataType)}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
