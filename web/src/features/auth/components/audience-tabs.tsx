import { ButtonBase } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';

// AudienceTabs is the "For companies / For candidates" switch of the sign-in
// cards. It draws what MUI's full-width Tabs draw, as a tablist of
// ButtonBase tabs: Tabs bring a scroller, scroll buttons, a measured sliding
// indicator and roving-focus machinery (~9 kB gzip) that /login, the first
// screen of everyone signed out, would otherwise download for two labels
// (docs/decisions.md, "First screen weight").

const List = styled('div')(({ theme }) => ({ display: 'flex', minHeight: 48, marginBottom: theme.spacing(3) }));

const Tab = styled(ButtonBase)(({ theme }) => ({
  ...theme.typography.button,
  flex: '1 1 0',
  position: 'relative',
  minHeight: 48,
  padding: '12px 16px',
  lineHeight: 1.25,
  textAlign: 'center',
  color: theme.palette.text.secondary,
  '&[aria-selected="true"]': { color: theme.palette.primary.main },
  '&[aria-selected="true"]::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: 2,
    backgroundColor: theme.palette.primary.main,
  },
}));

type Props<V extends string> = { value: V; options: { value: V; label: string }[]; onChange?: (value: V) => void };

// The selected tab is the one stop of Tab; the arrow keys, Home and End move
// the focus along the list, Enter or Space selects, as in MUI's Tabs.
export function AudienceTabs<V extends string>({ value, options, onChange }: Props<V>) {
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = tabs.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined || tabs.length === 0) return;
    event.preventDefault();
    tabs[(next + tabs.length) % tabs.length].focus();
  }
  return (
    <List role="tablist" onKeyDown={moveFocus}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <Tab key={option.value} role="tab" aria-selected={selected} tabIndex={selected ? 0 : -1} focusRipple onClick={() => onChange?.(option.value)}>
            {option.label}
          </Tab>
        );
      })}
    </List>
  );
}
