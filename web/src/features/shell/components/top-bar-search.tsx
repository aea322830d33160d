import { Autocomplete, Box, InputAdornment, ListSubheader, SvgIcon, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sourcesQueryOptions } from '../../../api/queries/sources';
import { useSnackbar } from '../../../components/toasts';
import { searchable, useSearch, type SearchRow } from '../api/search';
import { searchFailedText, searchHintText, searchLabel, searchNoResultsText, searchingText } from '../texts';

// The bar waits this long after the last key before it asks the server.
export const searchDebounceMs = 300;

type Option = SearchRow & { heading: string; key: string };

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

// TopBarSearch finds candidates and jobs from the top bar (spec 2: from 3
// characters, results under headings). It is a combobox: the arrows move
// through the results, Enter opens one, Escape closes the list.
export function TopBarSearch() {
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const q = input.trim();
  const debounced = useDebounced(q, searchDebounceMs);
  const enough = searchable(q);
  const results = useSearch(debounced);
  const current = enough && debounced === q && !results.isPlaceholderData;
  const loading = enough && (!current || results.isFetching) && !results.isError;

  useEffect(() => {
    if (results.isError) enqueueSnackbar(searchFailedText, { variant: 'error', preventDuplicate: true });
  }, [results.isError, enqueueSnackbar]);

  const options = useMemo<Option[]>(() => {
    if (!current || !results.data) return [];
    return (results.data.headings ?? []).flatMap((heading) =>
      (heading.rows ?? []).map((row) => ({ ...row, heading: heading.title ?? '', key: `${heading.title}:${row.slug}` })),
    );
  }, [current, results.data]);

  // Sources are codes; their titles come with the first results.
  const sources = useQuery({ ...sourcesQueryOptions(), enabled: options.length > 0 });
  const sourceTitle = (code: string | undefined) => sources.data?.sources?.find((source) => source.value === code)?.title ?? code;

  return (
    <Autocomplete<Option, false, false, false>
      id="top-bar-search"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={loading ? [] : options}
      groupBy={(option) => option.heading}
      getOptionLabel={(option) => option.name ?? ''}
      isOptionEqualToValue={(option, value) => option.key === value.key}
      filterOptions={(all) => all}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(value);
      }}
      onChange={(_, option) => {
        if (!option?.link) return;
        setInput('');
        setOpen(false);
        navigate(option.link);
      }}
      loading={loading}
      loadingText={searchingText}
      noOptionsText={enough ? searchNoResultsText : searchHintText}
      autoHighlight
      blurOnSelect
      clearOnBlur={false}
      handleHomeEndKeys={false}
      popupIcon={null}
      size="small"
      sx={{ flexShrink: 0, width: { xs: 120, sm: 280, md: 380 }, mx: { xs: 1, sm: 2 } }}
      // On a phone the list is wider than the field.
      slotProps={{ listbox: { 'aria-label': searchLabel }, paper: { elevation: 8 }, popper: { placement: 'bottom-end', sx: { minWidth: 320 } } }}
      // Headings as ARIA groups: MUI's default puts options in a plain list.
      renderGroup={(params) => (
        <li key={params.key} role="group" aria-labelledby={`top-bar-search-group-${params.key}`}>
          <ListSubheader id={`top-bar-search-group-${params.key}`} component="div" sx={{ top: -8, fontWeight: 700 }}>
            {params.group}
          </ListSubheader>
          <Box component="ul" role="presentation" sx={{ p: 0, m: 0 }}>
            {params.children}
          </Box>
        </li>
      )}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
            <Typography sx={{ fontWeight: 600 }}>{option.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[option.requisition_title, option.state?.label, sourceTitle(option.source)].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={searchLabel}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SvgIcon fontSize="small" aria-hidden>
                    <path d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" />
                  </SvgIcon>
                </InputAdornment>
              ),
            },
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': searchLabel, type: 'search' },
          }}
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        />
      )}
    />
  );
}
