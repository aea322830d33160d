import { Button, SvgIcon, Tooltip } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useUserContext, type RoleGroup } from '../../api/queries/user-context';
import type { AssistantForms } from './forms';
import { texts } from './texts';

// The modal loads with its first opening: no page needs it to paint.
const AssistantModal = lazy(() => import('./assistant-modal').then((m) => ({ default: m.AssistantModal })));

// The two groups the assistant is for (spec 2: recruiter-type and
// superuser-type; docs/decisions.md: admin, TA).
const assistantGroups: RoleGroup[] = ['admin', 'ta'];

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

// AssistantButton is the top bar's button and the Ctrl/Cmd+K shortcut,
// shown only to the assistant's groups; closing the modal puts the focus
// back on the button.
export function AssistantButton({ forms }: { forms: AssistantForms }) {
  const group = useUserContext().data?.user?.role_group;
  const allowed = group !== undefined && assistantGroups.includes(group);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const closed = useCallback(() => button.current?.focus(), []);

  useEffect(() => {
    if (!allowed) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowed, show]);

  if (!allowed) return null;
  return (
    <>
      <Tooltip title={texts.shortcut(isMac())} describeChild>
        <Button
          ref={button}
          color="inherit"
          onClick={show}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          startIcon={
            <SvgIcon>
              <path d="m19 9 1.25-2.75L23 5l-2.75-1.25L19 1l-1.25 2.75L15 5l2.75 1.25zm-7.5.5L9 4 6.5 9.5 1 12l5.5 2.5L9 20l2.5-5.5L17 12zM19 15l-1.25 2.75L15 19l2.75 1.25L19 23l1.25-2.75L23 19l-2.75-1.25z" />
            </SvgIcon>
          }
          sx={{ mr: 1, whiteSpace: 'nowrap' }}
        >
          {texts.button}
        </Button>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <AssistantModal open={open} onClose={close} onClosed={closed} forms={forms} />
        </Suspense>
      )}
    </>
  );
}
