import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnackbar } from '../../components/toasts';
import { generateRedirectUrl } from './api/generate-redirect-url';
import { calendarConnectionsQueryKey, type CalendarProviderName } from './api/get-calendar-connections';
import { giveUpAfterMs, pollIntervalMs, popupName, takeResult, type ResultStatus } from './result-store';
import { popupBlockedText, resultText, somethingWrongText } from './texts';

export type ConnectPhase =
  | { kind: 'idle' }
  | { kind: 'waiting'; provider: CalendarProviderName }
  | { kind: 'done'; provider: CalendarProviderName; status: ResultStatus }
  | { kind: 'failed'; provider: CalendarProviderName; message: string };

// The popup is a small window; browsers that ignore the features open a tab.
const popupFeatures = 'popup,width=520,height=680';

// useConnectPopup runs one connection attempt: it opens the popup at once
// (inside the click, so pop-up blockers let it through), asks the server
// for the consent page and sends the popup there, then polls localStorage
// every second for the transaction's result. The result closes the popup,
// shows the spec's text and refreshes the connection. It does not stop
// when the popup reports itself closed: a provider page with
// Cross-Origin-Opener-Policy makes it look closed while it is open.
export function useConnectPopup() {
  const [phase, setPhase] = useState<ConnectPhase>({ kind: 'idle' });
  const timer = useRef<number | undefined>(undefined);
  const popup = useRef<Window | null>(null);
  const attempt = useRef(0);
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();

  const stop = useCallback((closePopup: boolean) => {
    attempt.current += 1;
    window.clearInterval(timer.current);
    timer.current = undefined;
    if (closePopup) {
      try {
        popup.current?.close();
      } catch {
        // The popup is gone or out of reach.
      }
    }
    popup.current = null;
  }, []);

  useEffect(() => () => stop(false), [stop]);

  const start = useCallback(
    async (provider: CalendarProviderName) => {
      stop(true);
      const mine = attempt.current;
      const opened = window.open('', popupName, popupFeatures);
      if (!opened) {
        setPhase({ kind: 'failed', provider, message: popupBlockedText });
        enqueueSnackbar(popupBlockedText, { variant: 'error' });
        return;
      }
      popup.current = opened;
      setPhase({ kind: 'waiting', provider });
      let url: string | null | undefined;
      let transactionId: string | undefined;
      try {
        const started = await generateRedirectUrl();
        url = provider === 'google' ? started?.google_url : started?.outlook_url;
        transactionId = started?.transaction_id;
      } catch (error) {
        if (mine !== attempt.current) return;
        stop(true);
        const message = error instanceof Error && error.message ? error.message : somethingWrongText;
        setPhase({ kind: 'failed', provider, message });
        enqueueSnackbar(message, { variant: 'error' });
        return;
      }
      if (mine !== attempt.current) return;
      if (!url || !transactionId) {
        stop(true);
        setPhase({ kind: 'failed', provider, message: somethingWrongText });
        enqueueSnackbar(somethingWrongText, { variant: 'error' });
        return;
      }
      opened.location.href = url;
      const since = Date.now();
      const id = transactionId;
      timer.current = window.setInterval(() => {
        const status = takeResult(id);
        if (status) {
          stop(true);
          setPhase({ kind: 'done', provider, status });
          enqueueSnackbar(resultText(status), { variant: status === 'success' ? 'success' : 'error' });
          void queryClient.invalidateQueries({ queryKey: calendarConnectionsQueryKey });
        } else if (Date.now() - since > giveUpAfterMs) {
          stop(false);
          setPhase({ kind: 'idle' });
        }
      }, pollIntervalMs);
    },
    [enqueueSnackbar, queryClient, stop],
  );

  const cancel = useCallback(() => {
    stop(true);
    setPhase({ kind: 'idle' });
  }, [stop]);

  const dismiss = useCallback(() => setPhase({ kind: 'idle' }), []);

  return { phase, start, cancel, dismiss };
}
