import { Box, Button, ButtonGroup, FormHelperText, FormLabel, Paper } from '@mui/material';
import { useEffect, useRef } from 'react';

type Props = { label: string; value: string; onChange: (html: string) => void; error?: string };

const commands = [
  { command: 'bold', label: 'B', title: 'Bold', sx: { fontWeight: 700 } },
  { command: 'italic', label: 'I', title: 'Italic', sx: { fontStyle: 'italic' } },
  { command: 'insertUnorderedList', label: '• List', title: 'Bulleted list', sx: {} },
  { command: 'insertOrderedList', label: '1. List', title: 'Numbered list', sx: {} },
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
