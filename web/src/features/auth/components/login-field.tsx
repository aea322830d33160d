import { styled } from '@mui/material/styles';
import { useId, type InputHTMLAttributes } from 'react';

// LoginField is the outlined text field of the login form, drawn as MUI's
// outlined TextField draws it (floating label, notched outline, the theme's
// colours and radius) from a label, an input and a fieldset with a few lines
// of style. MUI's FormControl, InputLabel, InputBase, OutlinedInput and
// TextareaAutosize are ~10 kB gzip that /login, the first screen of everyone
// signed out, would download for two fields (docs/decisions.md, "First
// screen weight"); the other forms keep components/text-input.

const easing = 'cubic-bezier(0.0, 0, 0.2, 1)';

const Root = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  '& label': {
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    color: theme.palette.text.secondary,
    position: 'absolute',
    left: 0,
    top: 0,
    zIndex: 1,
    maxWidth: 'calc(100% - 24px)',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    pointerEvents: 'none',
    transformOrigin: 'top left',
    transform: 'translate(14px, 16px) scale(1)',
    transition: `color 200ms ${easing}, transform 200ms ${easing}, max-width 200ms ${easing}`,
  },
  '& input': {
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    color: theme.palette.text.primary,
    height: '1.4375em',
    padding: '16.5px 14px',
    margin: 0,
    border: 0,
    boxSizing: 'content-box',
    background: 'none',
    borderRadius: 'inherit',
    minWidth: 0,
    width: '100%',
    display: 'block',
    outline: 0,
  },
  '& .box': { position: 'relative', display: 'flex', borderRadius: theme.shape.borderRadius },
  '& fieldset': {
    position: 'absolute',
    inset: '-5px 0 0 0',
    margin: 0,
    padding: '0 8px',
    textAlign: 'left',
    pointerEvents: 'none',
    borderRadius: 'inherit',
    border: '1px solid rgba(0, 0, 0, 0.23)',
    overflow: 'hidden',
    minWidth: '0%',
  },
  '& legend': {
    display: 'block',
    padding: 0,
    height: 11,
    fontSize: '0.75em',
    visibility: 'hidden',
    maxWidth: 0.01,
    whiteSpace: 'nowrap',
    transition: `max-width 50ms ${easing} 0ms`,
    '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
  },
  '@media (hover: hover)': { '& .box:hover fieldset': { borderColor: theme.palette.text.primary } },
  '&:focus-within fieldset': { borderColor: theme.palette.primary.main, borderWidth: 2 },
  '&:focus-within label': { color: theme.palette.primary.main },
  // The label moves up into the notch while the field has focus, a value,
  // or the browser's autofill (which fills before any change event).
  '&:focus-within label, &[data-filled="true"] label': { transform: 'translate(14px, -9px) scale(0.75)', maxWidth: 'calc(133% - 32px)' },
  '&:focus-within legend, &[data-filled="true"] legend': { maxWidth: '100%', transition: `max-width 100ms ${easing} 50ms` },
  '&:has(input:-webkit-autofill) label': { transform: 'translate(14px, -9px) scale(0.75)', maxWidth: 'calc(133% - 32px)' },
  '&:has(input:-webkit-autofill) legend': { maxWidth: '100%' },
}));

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value'> & { label: string; value: string };

// The asterisk of a required field is MUI's: a thin space and '*', hidden
// from screen readers (the input says required itself).
export function LoginField({ label, required, value, ...input }: Props) {
  const id = useId();
  const text = (
    <>
      {label}
      {required && <span aria-hidden="true">{'\u2009*'}</span>}
    </>
  );
  return (
    <Root data-filled={value !== ''}>
      <label htmlFor={id}>{text}</label>
      <div className="box">
        <input id={id} value={value} required={required} {...input} />
        <fieldset aria-hidden="true">
          <legend>
            <span>{text}</span>
          </legend>
        </fieldset>
      </div>
    </Root>
  );
}
