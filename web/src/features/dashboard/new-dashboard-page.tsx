import { Button, Container, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { cardTitles, renderCard, showsStart, type CardId } from './components/cards';
import { HomeError, HomeLoading } from './components/home-states';
import { defaultLayout, hide, loadLayout, move, saveLayout, show, type Layout } from './layout';
import { texts } from './texts';
import { useHome } from './use-home';

function CardControls({ id, first, last, onMove, onHide }: { id: CardId; first: boolean; last: boolean; onMove: (delta: -1 | 1) => void; onHide: () => void }) {
  const title = cardTitles[id];
  return (
    <Stack direction="row" sx={{ gap: 0.5 }}>
      <IconButton size="small" aria-label={texts.moveUp(title)} title={texts.moveUp(title)} disabled={first} onClick={() => onMove(-1)}>
        <span aria-hidden="true">↑</span>
      </IconButton>
      <IconButton size="small" aria-label={texts.moveDown(title)} title={texts.moveDown(title)} disabled={last} onClick={() => onMove(1)}>
        <span aria-hidden="true">↓</span>
      </IconButton>
      <Button size="small" onClick={onHide} aria-label={texts.hide(title)}>
        {texts.hide('').trim()}
      </Button>
    </Stack>
  );
}

// NewDashboardPage is /new-dashboard: Home's cards in the order the user
// chose, each movable up or down and hideable, hidden ones listed to show
// again. The layout is kept per user in this browser (layout.ts).
export function NewDashboardPage() {
  const { name, company, userId, allowed, ready, contextLoading, dashboard } = useHome();
  const [layout, setLayout] = useState<Layout>(() => (userId ? loadLayout(userId) : defaultLayout));
  const [loadedFor, setLoadedFor] = useState(userId);
  if (loadedFor !== userId) {
    setLoadedFor(userId);
    setLayout(loadLayout(userId));
  }
  useEffect(() => {
    if (userId) saveLayout(userId, layout);
  }, [userId, layout]);

  const data = dashboard.data;
  const shown = layout.order.filter((id) => !layout.hidden.includes(id) && (id !== 'start' || (data && showsStart(data))));
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        {texts.title}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary">
        {texts.greeting(name)}
      </Typography>
      {company && <Typography color="text.secondary">{company}</Typography>}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {texts.arrangeIntro}
      </Typography>
      {contextLoading || (allowed && dashboard.isLoading) ? (
        <HomeLoading />
      ) : dashboard.isError ? (
        <HomeError onRetry={() => void dashboard.refetch()} />
      ) : ready && !allowed ? (
        <Typography color="text.secondary">{texts.noAccess}</Typography>
      ) : data ? (
        <Stack spacing={3}>
          {shown.map((id, i) => (
            <div key={id} data-testid={`card-${id}`}>
              {renderCard(
                id,
                data,
                userId,
                <CardControls
                  id={id}
                  first={i === 0}
                  last={i === shown.length - 1}
                  onMove={(delta) => {
                    // Take the place of the next shown card, passing the
                    // hidden (or not relevant) ones between at once.
                    const goal = layout.order.indexOf(shown[i + delta]);
                    let next = layout;
                    while (goal >= 0 && next.order.indexOf(id) !== goal) next = move(next, id, delta);
                    setLayout(next);
                  }}
                  onHide={() => setLayout(hide(layout, id))}
                />,
              )}
            </div>
          ))}
          {layout.hidden.length > 0 && (
            <section aria-labelledby="dashboard-hidden">
              <Typography variant="h6" component="h2" id="dashboard-hidden">
                {texts.hiddenTitle}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
                {layout.hidden.map((id) => (
                  <Button key={id} variant="outlined" size="small" onClick={() => setLayout(show(layout, id))}>
                    {texts.show(cardTitles[id])}
                  </Button>
                ))}
              </Stack>
            </section>
          )}
          <div>
            <Button onClick={() => setLayout(defaultLayout)}>{texts.reset}</Button>
          </div>
        </Stack>
      ) : null}
    </Container>
  );
}
