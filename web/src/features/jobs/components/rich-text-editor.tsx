import { Box, Button, ButtonGroup, FormHelperText, FormLabel, Paper, SvgIcon } from '@mui/material';
import { useEffect, useRef } from 'react';

type Props = { label: string; value: string; onChange: (html: string) => void; error?: string };

// The list buttons show icons (Material's format_list_*): a visible text
// other than the button's name would confuse speech input.
const bulleted = 'M4 10.5c-.83 0-1.5.67-1.5 1.5s.67 1.5 1.5 1.5 1.5-.67 1.5-1.5-.67-1.5-1.5-1.5m0-6c-.83 0-1.5.67-1.5 1.5S3.17 7.5 4 7.5 5.5 6.83 5.5 6 4.83 4.5 4 4.5m0 12c-.83 0-1.5.68-1.5 1.5s.68 1.5 1.5 1.5 1.5-.68 1.5-1.5-.67-1.5-1.5-1.5M7 19h14v-2H7zm0-6h14v-2H7zm0-8v2h14V5z';
const numbered = 'M2 17h2v.5H3v1h1v.5H2v1h3v-4H2zm1-9h1V4H2v1h1zm-1 3h1.8L2 13.1v.9h3v-1H3.2L5 10.9V10H2zm5-6v2h14V5zm0 14h14v-2H7zm0-6h14v-2H7z';

const commands = [
  { command: 'bold', label: 'B', title: 'Bold', sx: { fontWeight: 700 } },
  { command: 'italic', label: 'I', title: 'Italic', sx: { fontStyle: 'italic' } },
  { command: 'insertUnorderedList', label: <SvgIcon fontSize="small"><path d={bulleted} /></SvgIcon>, title: 'Bulleted list', sx: {} },
  { command: 'insertOrderedList', label: <SvgIcon fontSize="small"><path d={numbered} /></SvgIcon>, title: 'Numbered list', sx: {} },
];

// RichTextEditor is a small contenteditable with bold, italic and lists; the
// server sanitises the HTML it sends.
export function RichTextEditor({ label, value, onChange, error }: Props) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
  }, [value]);

  function run(command: string) {
    ref.current?.focus();
    document.execCommand(command);
    if (ref.current) onChange(ref.current.innerHTML);
  }

  return (
    <Box>
      <FormLabel sx={{ display: 'block', mb: 0.5 }}>{label}</FormLabel>
      <Paper variant="outlined" sx={{ borderColor: error ? 'error.main' : undefined }}>
        <Box sx={{ p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          <ButtonGroup size="small" variant="text">
            {commands.map((c) => (
              <Button key={c.command} title={c.title} aria-label={c.title} onMouseDown={(e) => e.preventDefault()} onClick={() => run(c.command)} sx={{ textTransform: 'none', minWidth: 40, ...c.sx }}>
                {c.label}
              </Button>
            ))}
          </ButtonGroup>
        </Box>
        <Box
          ref={ref}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          onInput={(e) => onChange((e.target as HTMLDivElement).innerHTML)}
          sx={{ minHeight: 160, p: 1.5, outline: 'none', '& ul, & ol': { pl: 3 }, '&:focus': { bgcolor: 'action.hover' } }}
        />
      </Paper>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
