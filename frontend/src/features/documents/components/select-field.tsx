import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly (string | { value: string; label: string })[];
  onChange: (value: string) => void;
  required?: boolean;
  /** Label of the empty choice; omit for no empty choice. */
  emptyLabel?: string;
  name?: string;
  disabled?: boolean;
  /** A line under the select (why it is disabled, …). */
  helperText?: string;
  error?: boolean;
  /** Marks the field (a smart-upload card's "Suggested" or "Needs your input"). */
  sx?: SxProps<Theme>;
}

/** A labelled MUI select (keyboard accessible through the TextField select). */
export function SelectField({
  label,
  value,
  options,
  onChange,
  required,
  emptyLabel,
  name,
  disabled,
  helperText,
  error,
  sx,
}: SelectFieldProps) {
  return (
    <TextField
      select
      error={error}
      sx={sx}
      disabled={disabled}
      helperText={helperText}
      fullWidth
      label={label}
      name={name}
      required={required}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => {
        const item = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <MenuItem key={item.value} value={item.value}>
            {item.label}
          </MenuItem>
        );
      })}
    </TextField>
  );
}
