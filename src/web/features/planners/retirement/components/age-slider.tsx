import Box from '@mui/material/Box';

type AgeSliderProps = {
  id: string;
  label: string;
  min: number;
  max: number;
  value: string;
  onChange: (value: string) => void;
  inputRef?: (element: HTMLElement | null) => void;
  error?: string;
  help: string;
};

/**
 * A labelled slider in whole years with a number field beside its label for typing the age. The browser's own range
 * input: arrow keys, Page Up/Down, Home and End work, screen readers announce the value, and there
 * is no slider code to load. Its help or error line is tied to it by aria-describedby.
 */
export function AgeSlider({
  id,
  label,
  min,
  max,
  value,
  onChange,
  inputRef,
  error,
  help,
}: AgeSliderProps) {
  const helpId = `${id}-help`;
  return (
    <Box>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 0.5 }}
      >
        <Box component="label" htmlFor={id} sx={{ fontWeight: 700 }}>
          {label}
        </Box>
        {/* The same value, typed: quicker than sliding for many, and exact. Its own name says
            which age it is (a hidden label element here would sit past the row's end and widen a
            narrow screen); the slider follows what is typed. */}
        <Box
          component="input"
          id={`${id}-typed`}
          aria-label={`${label} in years`}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          aria-describedby={helpId}
          aria-invalid={error ? true : undefined}
          sx={{
            width: '4.5ch',
            boxSizing: 'content-box',
            px: 0.75,
            py: 0.25,
            font: 'inherit',
            fontSize: '1.5rem',
            fontWeight: 700,
            color: 'primary.dark',
            textAlign: 'right',
            border: 1,
            borderColor: error ? 'error.main' : 'grey.500',
            borderRadius: 1,
            bgcolor: 'background.paper',
            '&:focus-visible': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          }}
        />
      </Box>
      <Box
        component="input"
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        ref={inputRef}
        aria-describedby={helpId}
        aria-valuetext={`${value} years`}
        aria-invalid={error ? true : undefined}
        sx={{
          width: '100%',
          m: 0,
          py: 1,
          accentColor: (theme) => (error ? theme.palette.error.main : theme.palette.primary.main),
          cursor: 'pointer',
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      />
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', typography: 'caption' }}
        color="text.secondary"
        aria-hidden
      >
        <span>{min}</span>
        <span>{max}</span>
      </Box>
      <Box
        id={helpId}
        sx={{ typography: 'caption', mt: 0.5, color: error ? 'error.main' : 'text.secondary' }}
      >
        {error ?? help}
      </Box>
    </Box>
  );
}
